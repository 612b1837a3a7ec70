import { OfferingPicker } from '@/components/sections/artistry/offering-picker';
import { Testimonials } from '@/components/sections/testimonials';
import { PageHeader } from '@/components/ui/page-header';
import { defaultOfferingKey, offerings } from '@/content/offerings';
import { pageCopy } from '@/content/pages';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/artistry');

const copy = pageCopy['/artistry'];

export default function ArtistryPage() {
  return (
    <>
      <PageHeader eyebrow="Digital Artistry" title={copy.heading} intro={copy.intro} />
      <section aria-labelledby="solutions-heading" className="bg-ink-50 py-20 lg:py-28">
        <div className="container-page">
          <h2 id="solutions-heading" className="text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
            What we create
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink-600">
            Strategy, design, writing and engineering sit together, so your website, app, search presence and brand
            tell the same story.
          </p>
          <div className="mt-12">
            <OfferingPicker offerings={offerings} defaultKey={defaultOfferingKey} />
          </div>
        </div>
      </section>
      <Testimonials />
    </>
  );
}
