import { pageCopy } from '@/content/pages';
import { mediaIntro, publications } from '@/content/publications';
import { site } from '@/content/site';
import { PageHeader } from '@/components/ui/page-header';
import { PublicationGrid } from '@/components/sections/discover/publication-grid';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/discover/media-marvels');

const copy = pageCopy['/discover/media-marvels'];

export default function MediaMarvelsPage() {
  return (
    <>
      <PageHeader eyebrow={site.taglines.discover} title={copy.heading} intro={copy.intro} />
      <section aria-labelledby="media-intro-heading" className="py-16 sm:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <h2 id="media-intro-heading" className="text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
            Publishers as well as makers
          </h2>
          <div className="space-y-5 text-lg leading-8 text-ink-700">
            {mediaIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="publications-heading" className="bg-ink-50 py-16 sm:py-24">
        <div className="container-page">
          <h2 id="publications-heading" className="text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
            Our publications
          </h2>
          <div className="mt-10">
            <PublicationGrid publications={publications} />
          </div>
        </div>
      </section>
    </>
  );
}
