'use client';

import { mosaicSpans } from './mosaic';
import { MemberLink } from './member-portrait';
import type { TeamCardData } from './team-card';
import { useShuffledAfterHydration } from './use-after-hydration';

const rowSpanClass = { 2: 'row-span-2', 3: 'row-span-3' } as const;

/**
 * Every team member as a photo mosaic (spec 2 "All team"): a dense CSS grid whose tiles span two or
 * three rows. Members are shuffled into the tiles after hydration; tiles are keyed by position so the
 * boxes stay where they are and only their pictures change. The tiles' look is named once in
 * app/globals.css (`mosaic-card*`) rather than repeated in every tile's markup.
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
            className="group mosaic-card"
            portrait={{
              sizes: '(min-width: 1280px) 15rem, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw',
              className: 'mosaic-card-img',
            }}
          >
            <span className="mosaic-card-caption">
              <span className="mosaic-card-name">{member.name}</span>
              <span className="mosaic-card-role">{member.designation}</span>
            </span>
          </MemberLink>
        </li>
      ))}
    </ul>
  );
}
