import { teamCopy } from '@/content/team';
import Link from '@/components/ui/link';
import type { TeamMember } from '@/content/schemas';
import { MemberLink } from './member-portrait';
import { Glyph } from '@/components/ui/glyph';

/** The profile's side list: five other active members, each linking to their own profile. */
export function ProfileSideList({ members }: { members: TeamMember[] }) {
  return (
    <nav aria-labelledby="profile-side-list-heading" className="rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-900/5">
      <h2 id="profile-side-list-heading" className="text-lg font-semibold text-ink-900">
        {teamCopy.moreOfTeam}
      </h2>
      <ul className="mt-5 space-y-2">
        {members.map((member) => (
          <li key={member.slug}>
            <MemberLink
              member={member}
              className="group flex items-center gap-4 rounded-2xl p-2 transition-colors hover:bg-white"
              portrait={{ sizes: '3.5rem', className: 'h-16 w-14 shrink-0 rounded-xl object-cover' }}
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink-900 group-hover:text-brand-700">
                  {member.name}
                </span>
                <span className="block truncate text-sm text-ink-500">{member.designation}</span>
              </span>
            </MemberLink>
          </li>
        ))}
      </ul>
      <Link
        href="/discover/all-team"
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        {teamCopy.wholeTeam}
        <Glyph name="next" />
      </Link>
    </nav>
  );
}
