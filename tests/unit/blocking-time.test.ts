/** @jest-environment node */
import { blockingBreakdown, runBlockingBreakdown } from '@/scripts/lib/blocking-time.mjs';

const ORIGIN_TS = 9_000_000;
const MAIN = { pid: 1, tid: 7 };

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur: number; args?: object };

/** A complete event on the page's main thread, `atMs` and `ms` counted from the navigation's start. */
function event(name: string, atMs: number, ms: number, args?: object, thread = MAIN): TraceEvent {
  return { name, ph: 'X', ...thread, ts: ORIGIN_TS + atMs * 1000, dur: ms * 1000, ...(args ? { args } : {}) };
}
const layout = (atMs: number, ms: number, frame: string) => event('Layout', atMs, ms, { beginData: { frame } });
const paintImage = (atMs: number, ms: number, data: object) => event('PaintImage', atMs, ms, { data: { frame: 'page', ...data } });

const split = (events: TraceEvent[], startMs = 1_000, endMs = 5_000) =>
  blockingBreakdown({ events, mainFrame: 'page', mainThread: MAIN, originTs: ORIGIN_TS, startMs, endMs });

describe('where the blocking time goes, read off a trace', () => {
  it('shares a long task beyond 50 ms among the work inside it', () => {
    // 150 ms: a script of 100 ms, a layout of the page of 30 ms, 20 ms of the task itself.
    const result = split([event('RunTask', 1_200, 150), event('FunctionCall', 1_200, 100), layout(1_300, 30, 'page')]);
    expect(result).toEqual({ scripts: 67, page: 20, images: 0, other: 13, total: 100 });
  });

  it("counts V8's compiling and tiering as scripts and the compositor's commit as the page's", () => {
    const result = split([
      event('RunTask', 1_100, 100),
      event('v8.compile', 1_100, 60),
      event('V8.BytecodeBudgetInterrupt', 1_160, 20),
      event('Commit', 1_180, 20),
    ]);
    expect(result).toEqual({ scripts: 40, page: 10, images: 0, other: 0, total: 50 });
  });

  it('counts an image document as images, even when a script forced its layout', () => {
    const result = split([
      event('RunTask', 1_500, 100),
      event('DocumentLoader::CommitNavigation', 1_500, 80),
      event('ParseHTML', 1_500, 60, { beginData: { frame: 'svg-image' } }),
      event('RunTask', 2_000, 150),
      event('FunctionCall', 2_000, 150),
      layout(2_000, 100, 'svg-image'),
    ]);
    // 50 ms of the first task: 80 of its 100 ms are the image's document. 100 ms of the second: two thirds
    // of it the image's layout, a third the script around it.
    expect(result).toEqual({ scripts: 33, page: 0, images: 107, other: 10, total: 150 });
  });

  it("tells an <img> painted into the page from the page's own paint; a CSS gradient is the page's", () => {
    const result = split([
      event('RunTask', 3_000, 110),
      event('Paint', 3_000, 110, { data: { frame: 'page' } }),
      paintImage(3_000, 44, { nodeName: 'IMG', url: 'http://localhost/images/hero/tile.svg' }),
      paintImage(3_050, 22, { isCSS: true, nodeName: 'DIV' }),
    ]);
    expect(result).toEqual({ scripts: 0, page: 36, images: 24, other: 0, total: 60 });
  });

  it('counts only what falls between the first paint and the interactive time, on the page thread', () => {
    const result = split(
      [
        event('RunTask', 200, 400),
        event('FunctionCall', 200, 400),
        // Starts 30 ms before the first paint: 90 ms of it count, 40 ms of which block.
        event('RunTask', 970, 120),
        event('FunctionCall', 970, 120),
        event('RunTask', 2_000, 49),
        event('RunTask', 2_500, 300, undefined, { pid: 1, tid: 8 }),
        event('FunctionCall', 2_500, 300, undefined, { pid: 1, tid: 8 }),
        event('RunTask', 4_990, 200),
      ],
      1_000,
      5_000,
    );
    expect(result).toEqual({ scripts: 40, page: 0, images: 0, other: 0, total: 40 });
  });

  it('reads the window and the page from a Lighthouse run, or gives up without them', () => {
    const events = [
      { name: 'firstContentfulPaint', ph: 'I', ...MAIN, ts: ORIGIN_TS + 1_000_000, args: { frame: 'page' } },
      event('RunTask', 1_500, 90),
      layout(1_500, 90, 'page'),
    ];
    const lhr = {
      audits: {
        'first-contentful-paint': { numericValue: 1_000 },
        interactive: { numericValue: 3_000 },
        metrics: { details: { items: [{ observedTimeOriginTs: ORIGIN_TS }] } },
      },
    };
    expect(runBlockingBreakdown({ traceEvents: events }, lhr)).toEqual({ scripts: 0, page: 40, images: 0, other: 0, total: 40 });
    expect(runBlockingBreakdown(undefined, lhr)).toBeNull();
    expect(runBlockingBreakdown({ traceEvents: events }, { audits: {} })).toBeNull();
  });
});
