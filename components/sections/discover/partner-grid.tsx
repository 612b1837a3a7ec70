import { Picture } from '@/components/ui/picture';
import type { PartnerTile } from '@/content/schemas';
import { ExternalLink } from '@/components/ui/external-link';

/** The partner brand tiles of /discover/investor-relations; each opens the partner's site in a new tab. */
export function PartnerGrid({ partners }: { partners: PartnerTile[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {partners.map((partner) => (
        <li key={partner.name}>
          <ExternalLink
            href={partner.link}
            className="group flex h-full flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink-900/5 transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-200"
          >
            <Picture
              image={partner.logo}
              sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 90vw"
              className="h-auto w-full"
            />
            <span className="mt-4 flex items-start justify-between gap-4 px-2 pb-1">
              <span>
                <span className="block font-semibold text-ink-900 group-hover:text-brand-700">{partner.name}</span>
                <span className="mt-0.5 block text-sm text-ink-500">{partner.sector}</span>
              </span>
              <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" className="mt-1 shrink-0 text-ink-400 group-hover:text-brand-600">
                <path d="M7 4h9v9M16 4 5 15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
