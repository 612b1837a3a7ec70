/** @jest-environment node */
import { runSpread, targetBook } from '@/scripts/lib/bench-kit.mjs';

// A bench run ends with its missed targets listed, each with its figure and what the run measured of its
// cause, so a reader need not hunt for the MISS marks in the tables above.

describe("the bench's targets", () => {
  it('marks each verdict and ends with the count and every miss with its figure and cause', () => {
    const book = targetBook();
    expect(book.check(true, () => ({ what: 'never read', figure: '' }))).toBe('PASS');
    expect(book.check(null)).toBe('');
    expect(
      book.check(false, () => ({
        what: 'home: devtools LCP',
        figure: '1.12 s, 1.46x (target <= 1.3x)',
        reason: "against the same-size page with the site's opener policy 1.12x",
      })),
    ).toBe('MISS');
    expect(book.check(false, () => ({ what: 'legal: throughput, gzip', figure: '0.85x' }))).toBe('MISS');
    expect(book.summary()).toEqual([
      'Targets: 1 of 3 met (2 MISS).',
      'Missed, each with its figure and, where this run measured one, its cause:',
      "  - home: devtools LCP: 1.12 s, 1.46x (target <= 1.3x); against the same-size page with the site's opener policy 1.12x",
      '  - legal: throughput, gzip: 0.85x',
    ]);
  });

  it('describes a met run in one line and builds no description for a target that was met', () => {
    const book = targetBook();
    const describe = jest.fn(() => ({ what: 'x', figure: 'y' }));
    book.check(true, describe);
    expect(describe).not.toHaveBeenCalled();
    expect(book.summary()).toEqual(['Targets: 1 of 1 met.']);
  });

  it("shows a miss's range over the runs beside the reference's, so a median past its target by less than the spread reads as such", () => {
    const page = { samples: [{ fcpMs: 992.4 }, { fcpMs: 1271 }, { fcpMs: 1079 }] };
    const reference = { samples: [{ fcpMs: 809 }, { fcpMs: 721.2 }, { fcpMs: 817 }] };
    expect(runSpread(page, reference, 'fcpMs')).toBe("its runs 992-1,271 ms, the same-size page's 721-817 ms");
    // A run without the figure (a failed trace) is left out, and a page without any says so.
    expect(runSpread({ samples: [{ tbtMs: null }, { tbtMs: 80 }] }, { samples: [{}] }, 'tbtMs')).toBe(
      "its runs 80 ms, the same-size page's n/a",
    );
  });
});
