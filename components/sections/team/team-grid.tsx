'use client';

import { MemberLink } from './member-portrait';
import type { TeamCardData } from './team-card';
import { useShuffledAfterHydration } from './use-after-hydration';

/**
 * Portrait cards of the team section, reshuffled on every visit once the page has hydrated. The cards' look
 * is named once in app/globals.css (`member-card*`) rather than repeated in every card's markup.
 */
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
            className="group member-card"
            portrait={{
              frame: 'member-card-frame',
              sizes: '(min-width: 1280px) 11rem, (min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw',
              className: 'member-card-img',
            }}
          >
            <span className="member-card-name">{member.name}</span>
            <span className="member-card-role">{member.designation}</span>
          </MemberLink>
        </li>
      ))}
    </ul>
  );
}
