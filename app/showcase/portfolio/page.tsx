import { sectionNames } from '@/content/sections';
import { PortfolioSlides } from '@/components/sections/showcase/portfolio-slides';
import { PageHeader } from '@/components/ui/page-header';
import { pageCopy } from '@/content/pages';
import { caseStudies } from '@/content/portfolio';
import { showcaseCopy, showcaseLabels } from '@/content/showcase';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/showcase/portfolio');

const copy = pageCopy['/showcase/portfolio'];

export default function ShowcasePortfolioPage() {
  return (
    <>
      <PageHeader eyebrow={sectionNames.showcase} title={copy.heading} intro={showcaseCopy.portfolioPage.intro} />
      <div className="bg-ink-50 py-16 lg:py-24">
        <div className="container-page">
          <PortfolioSlides label={showcaseLabels.slides} cta={showcaseCopy.portfolioPage.slideCta} studies={caseStudies} />
        </div>
      </div>
    </>
  );
}
