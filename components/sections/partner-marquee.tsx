import { Picture } from '@/components/ui/picture';
import { partners } from '@/content/partners';
import type { PartnerTile } from '@/content/schemas';
import { MarqueeLoop } from './marquee-loop';

function PartnerList() {
  return (
    <ul className="flex shrink-0 items-center gap-5 pr-5 sm:gap-6 sm:pr-6">
      {partners.map((partner: PartnerTile) => (
        <li key={partner.name} className="shrink-0">
          <a href={partner.link} target="_blank" rel="noopener noreferrer" className="partner-link">
            <Picture
              image={partner.logo}
              // Logos far to the right enter the viewport by animation, not scrolling: load them with the row.
              // Low priority keeps them behind the stylesheet and the hero: React would otherwise put a
              // preload for each eager logo in the head of the page.
              loading="eager"
              fetchPriority="low"
              draggable={false}
              className="partner-logo"
            />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The partner logo marquee (home, showcase, team): the 21 partners scroll sideways (CSS `animate-marquee`,
 * looped by MarqueeLoop), pause on hover and keyboard focus, and stand still, scrollable by hand, for
 * reduced motion.
 */
export function PartnerMarquee({ heading }: { heading?: string }) {
  return (
    <section
      aria-labelledby={heading ? 'partner-marquee-heading' : undefined}
      aria-label={heading ? undefined : 'Our partners'}
      className="overflow-hidden bg-white py-16 sm:py-20"
    >
      {heading ? (
        <div className="container-page">
          <h2
            id="partner-marquee-heading"
            className="text-center text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl"
          >
            {heading}
          </h2>
        </div>
      ) : null}
      <div
        className={`${heading ? 'mt-10' : ''} relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:overflow-x-auto`}
      >
        <MarqueeLoop className="flex w-max py-2">
          <PartnerList />
        </MarqueeLoop>
      </div>
    </section>
  );
}
