import { homeCopy } from '@/content/home';
import { CAROUSEL_STEP_PX, carouselCards } from '@/content/promo';
import { BannerCarousel } from './banner-carousel';
import { BandHeading } from '@/components/ui/band-heading';

/** "Ready to boost your online presence?" with the draggable card carousel (spec 2 "Home", §4, §9). */
export function BoostBanner() {
  const copy = homeCopy.banner;
  return (
    <section
      aria-labelledby="home-banner-heading"
      className="relative isolate overflow-hidden bg-ink-950 py-20 text-white sm:py-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_10%_0%,color-mix(in_oklab,var(--color-brand-500)_45%,transparent),transparent),radial-gradient(40rem_24rem_at_100%_100%,color-mix(in_oklab,var(--color-accent-400)_20%,transparent),transparent)]"
      />
      <BannerCarousel
        cards={carouselCards}
        step={CAROUSEL_STEP_PX}
        header={
          <div className="max-w-2xl">
            <BandHeading id="home-banner-heading" size="lg" tone="dark" title={copy.heading} text={copy.body} />
          </div>
        }
      />
    </section>
  );
}
