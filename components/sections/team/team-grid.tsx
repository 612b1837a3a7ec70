'use client';

import { MemberLink } from './member-portrait';
import type { TeamCardData } from './team-card';
import { useShuffledAfterHydration } from './use-after-hydration';

/** Portrait cards of the team section, reshuffled on every visit once the page has hydrated. */
export function TeamGrid({ members }: { members: TeamCardData[] }) {
  const shuffled = useShuffledAfterHydration(members);
  return (
    <ul
      // Tells tests (and anyone debugging) that the client order has replaced the server order.
      data-shuffled={shuffled === members ? 'false' : 'true'}
      className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7"
    >
      {shuffled.map((member, index) => (
        // Keyed by position: after the shuffle the cards keep their places and only their contents change,
        // so nothing moves on screen (no layout shift).
        <li key={index}>
          <MemberLink
            member={member}
            className="group block rounded-2xl focus-visible:outline-offset-4"
            portrait={{
              frame: 'block overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-900/5',
              sizes: '(min-width: 1280px) 11rem, (min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw',
              className: 'aspect-[4/5] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105',
            }}
          >
            <span className="mt-3 block font-semibold text-ink-900 group-hover:text-brand-700">{member.name}</span>
            <span className="mt-0.5 block text-sm text-ink-500">{member.designation}</span>
          </MemberLink>
        </li>
      ))}
    </ul>
  );
}
