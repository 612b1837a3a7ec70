import { pageCopy } from '@/content/pages';
import { site } from '@/content/site';
import { teamMembers } from '@/content/team';
import { PageHeader } from '@/components/ui/page-header';
import { ScrollBanner } from '@/components/sections/team/scroll-banner';
import { toTeamCard } from '@/components/sections/team/team-card';
import { TeamMosaic } from '@/components/sections/team/team-mosaic';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/discover/all-team');

const copy = pageCopy['/discover/all-team'];

export default function AllTeamPage() {
  return (
    <>
      <PageHeader eyebrow={site.taglines.discover} title={copy.heading} intro={copy.intro} />
      <ScrollBanner text={site.name} tagline={site.taglines.discover} />
      <section aria-labelledby="all-team-heading" className="py-16 sm:py-24">
        <div className="container-page">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="all-team-heading" className="text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
              Everyone who makes {site.shortName}
            </h2>
            <p className="text-ink-600">
              {teamMembers.length} people, past and present, in a new order on every visit.
            </p>
          </div>
          <div className="mt-10">
            <TeamMosaic members={teamMembers.map(toTeamCard)} />
          </div>
        </div>
      </section>
    </>
  );
}
