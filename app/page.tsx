import { PartnerMarquee } from '@/components/sections/partner-marquee';
import { Testimonials } from '@/components/sections/testimonials';
import { BlogsSection } from '@/components/sections/home/blogs-section';
import { BoostBanner } from '@/components/sections/home/boost-banner';
import { DiscoverBand } from '@/components/sections/home/discover-band';
import { HomeHero } from '@/components/sections/home/hero';
import { PortfolioSection } from '@/components/sections/home/portfolio-section';
import { ServicesSection } from '@/components/sections/home/services-section';
import { homeCopy } from '@/content/home';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/');

/** Home (spec 2 "Home"): the sections in the order of the specification; the footer is global. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <DiscoverBand />
      <ServicesSection />
      <PortfolioSection />
      <PartnerMarquee heading={homeCopy.partners.heading} />
      <Testimonials heading={homeCopy.testimonials.heading} intro={homeCopy.testimonials.intro} />
      <BlogsSection />
      <BoostBanner />
    </>
  );
}
