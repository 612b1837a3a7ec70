import { discoverCopy, discoverSlides } from '@/content/discover';
import { pageCopy } from '@/content/pages';
import { featuredCaseStudies } from '@/content/portfolio';
import { site } from '@/content/site';
import { DiscoverSlides } from '@/components/sections/discover/discover-slides';
import { DiveInHero } from '@/components/sections/discover/dive-in-hero';
import { OurWorkStrip } from '@/components/sections/discover/our-work-strip';
import { ScrollLift } from '@/components/sections/discover/scroll-lift';
import { StudioGallery } from '@/components/sections/discover/studio-gallery';
import { staticPageMetadata } from '@/lib/seo/static-page';
import { HydrateLater } from '@/components/ui/hydrate-later';

export const metadata = staticPageMetadata('/discover');

const copy = pageCopy['/discover'];

export default function DiscoverPage() {
  return (
    <>
      <DiveInHero eyebrow={site.taglines.discover} title={copy.heading} intro={copy.intro} teaser={discoverCopy.teaser} />

      <section aria-labelledby="origins-heading" className="relative py-20 sm:py-28 xl:py-36">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
          <ScrollLift>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{discoverCopy.intro.eyebrow}</p>
            <h2
              id="origins-heading"
              className="mt-4 text-4xl font-semibold leading-tight tracking-tight text-ink-900 sm:text-5xl lg:text-6xl"
            >
              {discoverCopy.intro.heading}
            </h2>
          </ScrollLift>
          <div className="space-y-6 text-lg leading-8 text-ink-700 lg:pt-12">
            {discoverCopy.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <OurWorkStrip copy={discoverCopy.ourWork} studies={featuredCaseStudies} />

      <DiscoverSlides copy={discoverCopy.slides} slides={discoverSlides} />

      <section aria-labelledby="studio-gallery-heading" className="bg-ink-50 py-20 sm:py-28">
        <div className="container-page">
          <h2 id="studio-gallery-heading" className="text-4xl font-semibold tracking-tight text-ink-900 sm:text-5xl">
            {discoverCopy.gallery.heading}
          </h2>
          <HydrateLater className="mt-8">
            <StudioGallery sections={discoverCopy.gallery.sections} />
          </HydrateLater>
        </div>
      </section>
    </>
  );
}
