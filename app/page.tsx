import { PartnerMarquee } from '@/components/sections/partner-marquee';
import { Testimonials } from '@/components/sections/testimonials';
import { BlogsSection } from '@/components/sections/home/blogs-section';
import { BoostBanner } from '@/components/sections/home/boost-banner';
import { DiscoverBand } from '@/components/sections/home/discover-band';
import { HomeHero } from '@/components/sections/home/hero';
import { PortfolioSection } from '@/components/sections/home/portfolio-section';
import { ServicesSection } from '@/components/sections/home/services-section';
import { JsonLd } from '@/components/ui/json-ld';
import { RenderLater } from '@/components/ui/render-later';
import { homeCopy } from '@/content/home';
import { getConfig } from '@/lib/config';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/');

// The latest-blogs carousel follows the configured blog source; refresh it every five minutes.
export const revalidate = 300;

/** Home (spec 2 "Home"): the sections in the order of the specification; the footer is global. */
export default function HomePage() {
  return (
    <>
      <JsonLd data={[webSiteJsonLd(getConfig().siteUrl), organizationJsonLd(getConfig().siteUrl)]} />
      <HomeHero />
      <RenderLater>
        <DiscoverBand />
      </RenderLater>
      <RenderLater>
        <ServicesSection />
      </RenderLater>
      <PortfolioSection />
      <RenderLater>
        <PartnerMarquee heading={homeCopy.partners.heading} />
      </RenderLater>
      <RenderLater>
        <Testimonials heading={homeCopy.testimonials.heading} intro={homeCopy.testimonials.intro} />
      </RenderLater>
      <RenderLater>
        <BlogsSection />
      </RenderLater>
      <RenderLater>
        <BoostBanner />
      </RenderLater>
    </>
  );
}
