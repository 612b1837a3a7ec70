import { activeTeam, teamCopy } from '@/content/team';
import { TeamGrid } from './team-grid';
import { toTeamCard } from './team-card';
import { ButtonLink } from '@/components/ui/button';
import { SectionTitle } from '@/components/ui/section-header';
import { Glyph } from '@/components/ui/glyph';

/**
 * The shared team section (spec 2 "Team section"): active members only, shuffled after hydration,
 * each portrait linking to its profile, and View More to the full team.
 */
export function TeamSection() {
  return (
    <section aria-labelledby="team-section-heading" className="bg-ink-50 py-20 sm:py-28">
      <div className="container-page">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{teamCopy.eyebrow}</p>
            <SectionTitle id="team-section-heading" className="mt-3">
              {teamCopy.heading}
            </SectionTitle>
          </div>
          <ButtonLink href="/discover/all-team" tone="ink" className="shrink-0 self-start md:self-auto">
            {teamCopy.viewMore}
            <Glyph name="next" />
          </ButtonLink>
        </div>
        <div className="mt-12">
          <TeamGrid members={activeTeam.map(toTeamCard)} />
        </div>
      </div>
    </section>
  );
}
