import { PageHeader } from '@/components/ui/page-header';
import { ContactCards } from '@/components/sections/engage/contact-cards';
import { ContactSection } from '@/components/sections/engage/contact-section';
import { StudioMap } from '@/components/sections/engage/studio-map';
import { pageCopy } from '@/content/pages';
import { site } from '@/content/site';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/engage');

export default function EngagePage() {
  const copy = pageCopy['/engage'];
  return (
    <>
      <PageHeader eyebrow={site.taglines.engage} title={copy.heading} intro={copy.intro} />
      <div className="bg-gradient-to-b from-ink-50 via-white to-white">
        <div className="container-page relative -mt-10 sm:-mt-14">
          <ContactCards />
        </div>
        <div className="pt-16 sm:pt-24">
          <ContactSection />
        </div>
        <StudioMap />
      </div>
    </>
  );
}
