import { Picture } from '@/components/ui/picture';
import type { PartnerTile } from '@/content/schemas';
import { ExternalLink } from '@/components/ui/external-link';

/**
 * The partner brand tiles of /discover/investor-relations; each opens the partner's site in a new tab. The
 * tiles' look is named once in app/globals.css (`partner-card*`), arrow included, rather than repeated in
 * every tile's markup and again in the page's RSC payload.
 */
export function PartnerGrid({ partners }: { partners: PartnerTile[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {partners.map((partner) => (
        <li key={partner.name}>
          <ExternalLink href={partner.link} className="group partner-card">
            <Picture
              image={partner.logo}
              sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 90vw"
              className="h-auto w-full"
            />
            <span className="partner-card-caption">
              <span>
                <span className="partner-card-name">{partner.name}</span>
                <span className="partner-card-sector">{partner.sector}</span>
              </span>
              <span aria-hidden="true" className="partner-card-arrow" />
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
