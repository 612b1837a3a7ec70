import { OfferingPicker } from '@/components/sections/artistry/offering-picker';
import { Testimonials } from '@/components/sections/testimonials';
import { RoutePageHeader } from '@/components/ui/page-header';
import { artistryCopy, defaultOfferingKey, offerings } from '@/content/offerings';
import { staticPageMetadata } from '@/lib/seo/static-page';
import { TitledSection } from '@/components/ui/section-header';

export const metadata = staticPageMetadata('/artistry');

export default function ArtistryPage() {
  return (
    <>
      <RoutePageHeader route="/artistry" eyebrow={artistryCopy.eyebrow} />
      <TitledSection id="solutions-heading" title={artistryCopy.heading} className="bg-ink-50 py-20 lg:py-28">
        <p className="mt-4 max-w-2xl text-lg text-ink-600">
          {artistryCopy.intro}
        </p>
        <div className="mt-12">
          <OfferingPicker offerings={offerings} defaultKey={defaultOfferingKey} />
        </div>
      </TitledSection>
      <Testimonials />
    </>
  );
}
