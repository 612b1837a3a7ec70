import { OfferingPicker } from '@/components/sections/artistry/offering-picker';
import { Testimonials } from '@/components/sections/testimonials';
import { RoutePageHeader } from '@/components/ui/page-header';
import { defaultOfferingKey, offerings } from '@/content/offerings';
import { staticPageMetadata } from '@/lib/seo/static-page';
import { TitledSection } from '@/components/ui/section-header';

export const metadata = staticPageMetadata('/artistry');

export default function ArtistryPage() {
  return (
    <>
      <RoutePageHeader route="/artistry" eyebrow="Digital Artistry" />
      <TitledSection id="solutions-heading" title="What we create" className="bg-ink-50 py-20 lg:py-28">
        <p className="mt-4 max-w-2xl text-lg text-ink-600">
          Strategy, design, writing and engineering sit together, so your website, app, search presence and brand
          tell the same story.
        </p>
        <div className="mt-12">
          <OfferingPicker offerings={offerings} defaultKey={defaultOfferingKey} />
        </div>
      </TitledSection>
      <Testimonials />
    </>
  );
}
