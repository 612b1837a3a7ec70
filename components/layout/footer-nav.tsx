'use client';

import { labels } from '@/content/labels';
import Link from '@/components/ui/link';
import { ScrambleText } from '@/components/motion/scramble-text';
import type { NavLink } from '@/content/navigation';

export type FooterGroup = { title: string; links: NavLink[] };

/**
 * The footer's link columns. Every label scrambles on hover, so the columns are one client island that
 * receives the groups as data: on every page the RSC payload then carries each link's label and address,
 * not a list item, a link and a label island for each.
 */
export function FooterNav({ groups }: { groups: FooterGroup[] }) {
  return (
    <nav aria-label={labels.nav.footer} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
      {groups.map((group) => (
        <div key={group.title}>
          <h2 className="footer-heading">{group.title}</h2>
          <ul className="mt-4 space-y-2.5">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="footer-link">
                  <ScrambleText text={link.label} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
