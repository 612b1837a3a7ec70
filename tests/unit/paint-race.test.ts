/** @jest-environment node */
import { paintRace } from '@/scripts/lib/paint-race.mjs';

type Request = { resourceType: string; networkRequestTime: number; networkEndTime: number; transferSize: number };

/** A Lighthouse report with the two audits paintRace reads; request times count from `networkStartMs`. */
function report({ paintMs, networkStartMs = 0, requests }: { paintMs: number; networkStartMs?: number; requests: Request[] }) {
  const originTs = 5_000_000;
  return {
    audits: {
      metrics: {
        details: {
          items: [{ observedLargestContentfulPaint: paintMs, observedTimeOriginTs: originTs, firstContentfulPaint: 930 }],
        },
      },
      'network-requests': {
        details: { items: requests, debugData: { networkStartTimeTs: originTs + networkStartMs * 1000 } },
      },
    },
  };
}

const script = (networkRequestTime: number, networkEndTime: number, transferSize = 10_000): Request => ({
  resourceType: 'Script',
  networkRequestTime,
  networkEndTime,
  transferSize,
});

describe('the race between a page paint and its scripts, read off a Lighthouse report', () => {
  it('counts no script for a page that paints before its scripts arrive', () => {
    const race = paintRace(
      report({
        paintMs: 49,
        requests: [{ resourceType: 'Document', networkRequestTime: 1, networkEndTime: 11, transferSize: 2_000 }, script(43, 53), script(44, 95), script(160, 170)],
      }),
    );
    expect(race).toEqual({
      paintMs: 49,
      stylesheetMs: null,
      scriptsRequested: 2,
      scriptsArrived: 0,
      scriptKbArrived: 0,
      fcpEstimateMs: 930,
    });
  });

  it('counts every script in before a paint that waited for the stylesheet, on the navigation clock', () => {
    const race = paintRace(
      report({
        paintMs: 150,
        // The first request started 2 ms after the navigation: a script that ends at 149 on the requests'
        // clock ends at 151 on the paint's, after it.
        networkStartMs: 2,
        requests: [
          { resourceType: 'Stylesheet', networkRequestTime: 60, networkEndTime: 81, transferSize: 20_291 },
          script(62, 105, 4_000),
          script(63, 110, 72_645),
          script(64, 149),
          script(200, 230),
        ],
      }),
    );
    expect(race).toEqual({
      paintMs: 150,
      stylesheetMs: 83,
      scriptsRequested: 3,
      scriptsArrived: 2,
      scriptKbArrived: 76.645,
      fcpEstimateMs: 930,
    });
  });

  it('is null for a report without the observed paint or the requests', () => {
    expect(paintRace({ audits: {} })).toBeNull();
    expect(paintRace(undefined)).toBeNull();
  });
});
