'use client';

import { mosaicSpans } from './mosaic';
import { MemberLink } from './member-portrait';
import type { TeamCardData } from './team-card';
import { useShuffledAfterHydration } from './use-after-hydration';

const rowSpanClass = { 2: 'row-span-2', 3: 'row-span-3' } as const;

/**
 * Every team member as a photo mosaic (spec 2 "All team"): a dense CSS grid whose tiles span two or
 * three rows. Members are shuffled into the tiles after hydration; tiles are keyed by position so the
 * boxes stay where they are and only their pictures change.
 */
export function TeamMosaic({ members }: { members: TeamCardData[] }) {
  const shuffled = useShuffledAfterHydration(members);
  const spans = mosaicSpans(shuffled.length);
  return (
    <ul
      data-shuffled={shuffled === members ? 'false' : 'true'}
      className="grid auto-rows-[6.5rem] grid-flow-dense grid-cols-2 gap-3 sm:auto-rows-[8rem] sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
    >
      {shuffled.map((member, index) => (
        // Keyed by position on purpose: see the component comment.
        <li key={index} className={rowSpanClass[spans[index] ?? 2]}>
          <MemberLink
            member={member}
            className="group relative block h-full overflow-hidden rounded-2xl bg-ink-800"
            portrait={{
              sizes: '(min-width: 1280px) 15rem, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw',
              className: 'h-full w-full object-cover object-top transition-transform duration-700 group-hover:scale-105',
            }}
          >
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-950/95 via-ink-950/75 to-transparent px-4 pb-3 pt-10">
              <span className="block font-semibold leading-tight text-white">{member.name}</span>
              <span className="mt-0.5 block text-xs text-ink-200 sm:text-sm">{member.designation}</span>
            </span>
          </MemberLink>
        </li>
      ))}
    </ul>
  );
}
