import { sectionNames } from '@/content/sections';
import { SocialChannels } from '@/components/sections/strategy/social-channels';
import { StrategyPanels } from '@/components/sections/strategy/strategy-panels';
import { StrategyResources } from '@/components/sections/strategy/strategy-resources';
import { Testimonials } from '@/components/sections/testimonials';
import { RoutePageHeader } from '@/components/ui/page-header';
import { strategyPartners } from '@/content/partners';
import { socialChannels, strategyCopy, strategyPanels } from '@/content/strategy';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/strategy');

export default function StrategyPage() {
  return (
    <>
      <RoutePageHeader route="/strategy" eyebrow={sectionNames.strategy} />
      <StrategyPanels heading={strategyCopy.panelsHeading} panels={strategyPanels} />
      <Testimonials heading={strategyCopy.testimonialsHeading} />
      <SocialChannels
        heading={strategyCopy.social.heading}
        intro={strategyCopy.social.intro}
        channels={socialChannels}
      />
      <StrategyResources
        heading={strategyCopy.resources.heading}
        body={strategyCopy.resources.body}
        viewMore={strategyCopy.resources.viewMore}
        partners={strategyPartners}
      />
    </>
  );
}
