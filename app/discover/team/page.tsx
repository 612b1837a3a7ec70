import { teamPageCopy as copy } from '@/content/team';
import Link from '@/components/ui/link';
import { eventImages, EVENTS_GRID } from '@/content/events';
import { partners } from '@/content/partners';
import { site } from '@/content/site';
import { RoutePageHeader } from '@/components/ui/page-header';
import { EventsGallery } from '@/components/sections/team/events-gallery';
import { PartnerScrollStrip } from '@/components/sections/team/partner-scroll-strip';
import { TeamSection } from '@/components/sections/team/team-section';
import { staticPageMetadata } from '@/lib/seo/static-page';
import { SectionTitle } from '@/components/ui/section-header';
import { Glyph } from '@/components/ui/glyph';
import { BandHeading } from '@/components/ui/band-heading';
import { HydrateLater } from '@/components/ui/hydrate-later';

export const metadata = staticPageMetadata('/discover/team');

export default function DiscoverTeamPage() {
  return (
    <>
      <RoutePageHeader route="/discover/team" eyebrow={site.taglines.discover} />

      <section aria-labelledby="team-partners-heading" className="overflow-hidden bg-white py-16 sm:py-20">
        <div className="container-page flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{copy.partnersEyebrow}</p>
            <SectionTitle id="team-partners-heading" className="mt-3">{copy.partnersHeading}</SectionTitle>
          </div>
          <Link
            href="/discover/investor-relations"
            className="inline-flex items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-900 md:self-auto"
          >
            {copy.allPartners}
            <Glyph name="next" />
          </Link>
        </div>
        <div className="mt-10">
          <PartnerScrollStrip partners={partners} label={copy.partnerLogos} />
        </div>
      </section>

      <TeamSection />

      <section aria-labelledby="team-events-heading" className="bg-ink-950 py-20 text-white sm:py-28">
        <div className="container-page">
          <div className="max-w-2xl">
            <BandHeading
              id="team-events-heading"
              size="md"
              tone="dark"
              eyebrow={copy.eventsEyebrow}
              title={copy.eventsHeading}
              text={copy.eventsText}
            />
          </div>
          <HydrateLater className="mt-12">
            <EventsGallery events={eventImages} columns={EVENTS_GRID.columns} perColumn={EVENTS_GRID.perColumn} />
          </HydrateLater>
        </div>
      </section>
    </>
  );
}
