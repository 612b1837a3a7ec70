import { investorRelationsCopy as copy } from '@/content/partners';
import Link from 'next/link';
import { partners } from '@/content/partners';
import { site } from '@/content/site';
import { RoutePageHeader } from '@/components/ui/page-header';
import { PartnerGrid } from '@/components/sections/discover/partner-grid';
import { staticPageMetadata } from '@/lib/seo/static-page';
import { SectionHeader } from '@/components/ui/section-header';

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
          <div className="max-w-2xl">
            <h2 id="partners-cta-heading" className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
              {copy.ctaHeading}
            </h2>
            <p className="mt-3 text-ink-600">
              {copy.ctaText}
            </p>
          </div>
          <Link
            href="/engage"
            className="inline-flex shrink-0 items-center self-start rounded-full bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700 md:self-auto"
          >
            {copy.contact}
          </Link>
        </div>
      </section>
    </>
  );
}
