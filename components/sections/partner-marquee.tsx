import { labels } from '@/content/labels';
import { imageSourceOf } from '@/components/ui/picture';
import { partners } from '@/content/partners';
import { PartnerRow, type PartnerLogo } from './partner-row';

/** What the row shows of each partner, its logo's attributes computed here, not in the browser. */
function partnerLogos(): PartnerLogo[] {
  return partners.map(({ name, link, logo }) => ({
    name,
    link,
    logo: imageSourceOf(logo),
  }));
}

/**
 * The partner logo marquee (home, showcase, team): the 21 partners scroll sideways (CSS `animate-marquee`,
 * looped by PartnerRow), pause on hover and keyboard focus, and stand still, scrollable by hand, for
 * reduced motion.
 */
export function PartnerMarquee({ heading }: { heading?: string }) {
  return (
    <section
      aria-labelledby={heading ? 'partner-marquee-heading' : undefined}
      aria-label={heading ? undefined : labels.partners}
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
        <PartnerRow partners={partnerLogos()} />
      </div>
    </section>
  );
}
