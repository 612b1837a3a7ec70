import { RoutePageHeader } from '@/components/ui/page-header';
import { ContactCards } from '@/components/sections/engage/contact-cards';
import { ContactSection } from '@/components/sections/engage/contact-section';
import { StudioMap } from '@/components/sections/engage/studio-map';
import { site } from '@/content/site';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/engage');

export default function EngagePage() {
  return (
    <>
      <RoutePageHeader route="/engage" eyebrow={site.taglines.engage} />
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
