import { PartnerMarquee } from '@/components/sections/partner-marquee';
import { ProjectStats } from '@/components/sections/showcase/project-stats';
import { ShowcaseGallery } from '@/components/sections/showcase/showcase-gallery';
import { TeamSection } from '@/components/sections/team/team-section';
import { RoutePageHeader } from '@/components/ui/page-header';
import { showcaseCaseStudies } from '@/content/portfolio';
import { projectStats, showcaseCopy, showcaseLabels } from '@/content/showcase';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/showcase');

export default function ShowcasePage() {
  return (
    <>
      <RoutePageHeader route="/showcase" eyebrow={showcaseCopy.header} />
      <ShowcaseGallery heading={showcaseLabels.galleryHeading} intro={showcaseCopy.galleryIntro} studies={showcaseCaseStudies} />
      <PartnerMarquee />
      <ProjectStats heading={showcaseCopy.projects.heading} intro={showcaseCopy.projects.intro} stats={projectStats} />
      <TeamSection />
    </>
  );
}
