import { site } from '@/content/site';
import { allTeamPageCopy as copy, teamMembers } from '@/content/team';
import { RoutePageHeader } from '@/components/ui/page-header';
import { ScrollBanner } from '@/components/sections/team/scroll-banner';
import { toTeamCard } from '@/components/sections/team/team-card';
import { TeamMosaic } from '@/components/sections/team/team-mosaic';
import { staticPageMetadata } from '@/lib/seo/static-page';
import { SectionTitle } from '@/components/ui/section-header';

export const metadata = staticPageMetadata('/discover/all-team');

export default function AllTeamPage() {
  return (
    <>
      <RoutePageHeader route="/discover/all-team" eyebrow={site.taglines.discover} />
      <ScrollBanner text={site.name} tagline={site.taglines.discover} />
      <section aria-labelledby="all-team-heading" className="py-16 sm:py-24">
        <div className="container-page">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <SectionTitle id="all-team-heading">{copy.heading}</SectionTitle>
            <p className="text-ink-600">{copy.count(teamMembers.length)}</p>
          </div>
          <div className="mt-10">
            <TeamMosaic members={teamMembers.map(toTeamCard)} />
          </div>
        </div>
      </section>
    </>
  );
}
