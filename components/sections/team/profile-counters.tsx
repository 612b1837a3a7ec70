'use client';

import { useEffect, useState } from 'react';
import { counterValuesAfter, countersDone } from './counters';

export type ProfileCounter = { label: string; cap: number };

/**
 * Two progress bars that rise by one every `tickMs` to their caps (spec 2: every 30 ms to 88 and 67).
 * The server HTML shows the final values, so nothing is missing without JavaScript; after hydration the
 * bars count up from zero, unless the visitor prefers reduced motion, who keeps the final values.
 */
export function ProfileCounters({ counters, tickMs }: { counters: readonly ProfileCounter[]; tickMs: number }) {
  // null: not counting (server HTML, reduced motion, or finished) and the final values are shown.
  const [ticks, setTicks] = useState<number | null>(null);
  const caps = counters.map((counter) => counter.cap);
  const highest = Math.max(0, ...caps);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let elapsed = 0;
    const timer = window.setInterval(() => {
      elapsed += 1;
      setTicks(elapsed);
      if (elapsed >= highest) window.clearInterval(timer);
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [highest, tickMs]);

  const values = ticks === null || countersDone(ticks, caps) ? caps : counterValuesAfter(ticks, caps);

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {counters.map((counter, index) => {
        const value = values[index] ?? counter.cap;
        const labelId = `profile-counter-${index}`;
        return (
          <div key={counter.label} className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm">
            <div className="flex items-baseline justify-between gap-4">
              <span id={labelId} className="font-medium text-ink-700">
                {counter.label}
              </span>
              <span className="text-2xl font-semibold tabular-nums text-ink-900" aria-hidden="true">
                {value}%
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={value}
              aria-valuetext={`${value}%`}
              className="mt-4 h-2.5 overflow-hidden rounded-full bg-ink-100"
            >
              {/* scaleX, not width: the bar grows without any layout work. */}
              <div
                className="h-full origin-left rounded-full bg-gradient-to-r from-brand-600 to-accent-500"
                style={{ transform: `scaleX(${value / 100})` }}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
