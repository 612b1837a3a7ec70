/** @jest-environment node */
import { keptLoadPaint } from '@/scripts/lib/phone-bench.mjs';

describe("an idle visit's largest paint, against the one the page had when it loaded", () => {
  const heading = { ms: 1_480, tag: 'h1', url: null, text: 'We design and build digital products', inDialog: false };

  it('is kept when the last entry is the same element at the same time', () => {
    expect(keptLoadPaint({ ...heading, atLoad: { ...heading } })).toBe(true);
  });

  it('is replaced when a pop-up paints larger after the load', () => {
    const popUp = { ms: 7_590, tag: 'p', url: null, text: 'Get a free audit of your site', inDialog: true };
    expect(keptLoadPaint({ ...popUp, atLoad: heading })).toBe(false);
  });

  it('is replaced when the same element paints again later, and unknown without a paint at load', () => {
    expect(keptLoadPaint({ ...heading, ms: 2_900, atLoad: heading })).toBe(false);
    expect(keptLoadPaint({ ...heading, atLoad: null })).toBe(false);
  });
});
