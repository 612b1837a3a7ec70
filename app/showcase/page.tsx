import { PartnerMarquee } from '@/components/sections/partner-marquee';
import { ProjectStats } from '@/components/sections/showcase/project-stats';
import { ShowcaseGallery } from '@/components/sections/showcase/showcase-gallery';
import { TeamSection } from '@/components/sections/team/team-section';
import { PageHeader } from '@/components/ui/page-header';
import { pageCopy } from '@/content/pages';
import { showcaseCaseStudies } from '@/content/portfolio';
import { projectStats, showcaseCopy } from '@/content/showcase';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/showcase');

const copy = pageCopy['/showcase'];

export default function ShowcasePage() {
  return (
    <>
      <PageHeader eyebrow={showcaseCopy.header} title={copy.heading} intro={copy.intro} />
      <ShowcaseGallery heading="Selected work" intro={showcaseCopy.galleryIntro} studies={showcaseCaseStudies} />
      <PartnerMarquee />
      <ProjectStats heading={showcaseCopy.projects.heading} intro={showcaseCopy.projects.intro} stats={projectStats} />
      <TeamSection />
    </>
  );
}
