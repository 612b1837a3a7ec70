import { investorRelationsCopy as copy } from '@/content/partners';
import { partners } from '@/content/partners';
import { site } from '@/content/site';
import { RoutePageHeader } from '@/components/ui/page-header';
import { PartnerGrid } from '@/components/sections/discover/partner-grid';
import { staticPageMetadata } from '@/lib/seo/static-page';
import { SectionHeader } from '@/components/ui/section-header';
import { EngageCta } from '@/components/sections/discover/engage-cta';

export const metadata = staticPageMetadata('/discover/investor-relations');

export default function InvestorRelationsPage() {
  return (
    <>
      <RoutePageHeader route="/discover/investor-relations" eyebrow={site.taglines.discover} />
      <section aria-labelledby="partners-heading" className="bg-ink-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader
            id="partners-heading"
            title={copy.heading}
            intro={copy.intro(partners.length)}
            className="max-w-3xl"
          />
          <div className="mt-12">
            <PartnerGrid partners={partners} />
          </div>
        </div>
      </section>
      <section aria-labelledby="partners-cta-heading" className="py-16 sm:py-20">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <EngageCta id="partners-cta-heading" tone="light" copy={copy} />
        </div>
      </section>
    </>
  );
}
