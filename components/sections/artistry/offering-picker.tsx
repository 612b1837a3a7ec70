'use client';

import { labels } from '@/content/labels';
import { FramedPicture } from '@/components/ui/picture';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Offering, OfferingKey } from '@/content/schemas';
import { ButtonLink } from '@/components/ui/button';
import { Glyph } from '@/components/ui/glyph';

/** Where an arrow, Home or End key moves the selection in a list of `count` tabs (it wraps around). */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowUp':
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The four offerings of /artistry as tabs (spec 2 §4: Web first, a click makes one current). Clicking,
 * Enter or Space selects a tab; arrow keys, Home and End move and select. Every panel is in the server
 * HTML, with the inactive ones hidden, so each offering's link to its page is always in the document.
 */
export function OfferingPicker({ offerings, defaultKey }: { offerings: Offering[]; defaultKey: OfferingKey }) {
  const baseId = useId();
  const [current, setCurrent] = useState<OfferingKey>(defaultKey);
  // The fade-in is for swaps only: the first panel is painted at once on load.
  const [swapped, setSwapped] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(key: OfferingKey) {
    setCurrent(key);
    setSwapped(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = nextTabIndex(index, event.key, offerings.length);
    if (target === null) return;
    event.preventDefault();
    const offering = offerings[target];
    if (!offering) return;
    select(offering.key);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
      <div role="tablist" aria-label={labels.offeringPicker} aria-orientation="vertical" className="flex flex-col gap-3">
        {offerings.map((offering, index) => {
          const selected = offering.key === current;
          return (
            <button
              key={offering.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${offering.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${offering.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(offering.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`group flex items-center gap-5 rounded-3xl border px-6 py-5 text-left transition-all duration-300 ${
                selected
                  ? 'border-transparent bg-gradient-to-r from-brand-700 to-brand-600 text-white shadow-lg shadow-brand-600/25'
                  : 'border-ink-100 bg-white text-ink-900 hover:border-brand-200 hover:bg-brand-50'
              }`}
            >
              <span
                aria-hidden="true"
                className={`font-mono text-sm ${selected ? 'text-brand-100' : 'text-ink-500 group-hover:text-brand-700'}`}
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="flex-1 text-xl font-semibold tracking-tight sm:text-2xl">{offering.title}</span>
              <Glyph name="next" className={`text-xl transition-transform duration-300 ${selected ? 'translate-x-0' : '-translate-x-1 text-ink-500'}`} />
            </button>
          );
        })}
      </div>

      {offerings.map((offering) => {
        const selected = offering.key === current;
        return (
          <div
            key={offering.key}
            role="tabpanel"
            id={`${baseId}-panel-${offering.key}`}
            aria-labelledby={`${baseId}-tab-${offering.key}`}
            hidden={!selected}
            className={swapped ? 'transition-opacity duration-500 starting:opacity-0' : undefined}
          >
            <FramedPicture
              frame="overflow-hidden rounded-3xl bg-ink-50 ring-1 ring-ink-100"
              image={offering.image}
              sizes="(min-width: 1024px) 55vw, 100vw"
              // Small SVGs: loaded up front so a swap never waits or leaves an unloaded image behind.
              loading="eager"
              className="w-full"
            />
            <h3 className="mt-8 text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{offering.title}</h3>
            <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-600">{offering.content}</p>
            <ButtonLink href={offering.href} tone="night" className="mt-6">
              {labels.exploreOffering(offering.title)} <Glyph name="next" />
            </ButtonLink>
          </div>
        );
      })}
    </div>
  );
}
