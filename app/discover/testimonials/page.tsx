import { pageTestimonials, testimonialsHeading, testimonialsPageCopy as copy } from '@/content/testimonials';
import { site } from '@/content/site';
import { RoutePageHeader } from '@/components/ui/page-header';
import { TestimonialWall } from '@/components/sections/discover/testimonial-wall';
import { staticPageMetadata } from '@/lib/seo/static-page';
import { TitledSection } from '@/components/ui/section-header';
import { EngageCta } from '@/components/sections/discover/engage-cta';

export const metadata = staticPageMetadata('/discover/testimonials');

export default function TestimonialsPage() {
  return (
    <>
      <RoutePageHeader route="/discover/testimonials" eyebrow={site.taglines.discover} />
      <TitledSection id="testimonials-heading" title={testimonialsHeading} className="overflow-hidden bg-ink-50 py-16 sm:py-24">
        <div className="mt-10">
          <TestimonialWall testimonials={pageTestimonials} />
        </div>
      </TitledSection>
      <section aria-labelledby="testimonials-cta-heading" className="bg-white py-16 sm:py-20">
        <div className="container-page">
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 px-8 py-12 text-white sm:px-12 md:flex-row md:items-center md:justify-between">
            <EngageCta id="testimonials-cta-heading" tone="dark" copy={copy} />
          </div>
        </div>
      </section>
    </>
  );
}
