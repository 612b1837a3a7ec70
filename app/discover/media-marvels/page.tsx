import { mediaIntro, publications } from '@/content/publications';
import { site } from '@/content/site';
import { RoutePageHeader } from '@/components/ui/page-header';
import { PublicationGrid } from '@/components/sections/discover/publication-grid';
import { staticPageMetadata } from '@/lib/seo/static-page';
import { SectionTitle, TitledSection } from '@/components/ui/section-header';

export const metadata = staticPageMetadata('/discover/media-marvels');

export default function MediaMarvelsPage() {
  return (
    <>
      <RoutePageHeader route="/discover/media-marvels" eyebrow={site.taglines.discover} />
      <section aria-labelledby="media-intro-heading" className="py-16 sm:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <SectionTitle id="media-intro-heading">{mediaIntro.sectionHeading}</SectionTitle>
          <div className="space-y-5 text-lg leading-8 text-ink-700">
            {mediaIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <TitledSection id="publications-heading" title={mediaIntro.publicationsHeading} className="bg-ink-50 py-16 sm:py-24">
        <div className="mt-10">
          <PublicationGrid publications={publications} />
        </div>
      </TitledSection>
    </>
  );
}
