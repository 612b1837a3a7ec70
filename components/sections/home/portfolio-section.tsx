import { homeCopy } from '@/content/home';
import { featuredCaseStudies } from '@/content/portfolio';
import { PortfolioPinned, type PortfolioStory } from './portfolio-pinned';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { Glyph } from '@/components/ui/glyph';
import { imageSourceOf } from '@/components/ui/picture';

/**
 * The stories' image at every window width: the card's below the large breakpoint, the pinned image from it
 * up. One `sizes` for both, so the island receives one image per story.
 */
const STORY_IMAGE_SIZES = '(min-width: 1280px) 42rem, (min-width: 640px) 50vw, 100vw';

/** The first four case studies (spec 2 §9): pinned image on desktop, stacked cards on mobile. */
export function PortfolioSection() {
  const copy = homeCopy.portfolio;
  const stories: PortfolioStory[] = featuredCaseStudies.map((study) => ({
    slug: study.slug,
    client: study.client,
    industry: study.industry,
    title: study.title,
    description: study.description,
    introduction: study.introduction,
    tags: study.tags.map(({ tag }) => tag),
    image: imageSourceOf(study.img, STORY_IMAGE_SIZES),
  }));

  return (
    <section aria-labelledby="home-portfolio-heading" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeader id="home-portfolio-heading" title={copy.heading} intro={copy.intro} size="lg" className="max-w-2xl" />
          <ButtonLink href={copy.viewMore.href} tone="outline" className="shrink-0 self-start sm:self-auto">
            {copy.viewMore.label}
            <Glyph name="next" />
          </ButtonLink>
        </div>

        <div className="mt-14 lg:mt-4">
          <PortfolioPinned stories={stories} />
        </div>
      </div>
    </section>
  );
}
