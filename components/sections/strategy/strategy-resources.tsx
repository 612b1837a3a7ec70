import Image from 'next/image';
import Link from 'next/link';
import type { ContentLink, PartnerTile } from '@/content/schemas';

/** "Your Goals, Our Resources": six partner logos and View More to the partners page. */
export function StrategyResources({
  heading,
  body,
  viewMore,
  partners,
}: {
  heading: string;
  body: string;
  viewMore: ContentLink;
  partners: PartnerTile[];
}) {
  return (
    <section aria-labelledby="resources-heading" className="container-page py-20 lg:py-28">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:gap-20">
        <div>
          <h2 id="resources-heading" className="text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg leading-8 text-ink-600">{body}</p>
          <Link
            href={viewMore.href}
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-ink-950 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700"
          >
            {viewMore.label} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {partners.map((partner) => (
            <li key={partner.name}>
              <a
                href={partner.link}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-2xl bg-white p-2 ring-1 ring-ink-100 transition duration-300 hover:-translate-y-0.5 hover:shadow-md"
              >
                <Image
                  src={partner.logo.src}
                  width={partner.logo.width}
                  height={partner.logo.height}
                  alt={partner.logo.alt}
                  sizes="(min-width: 640px) 200px, 45vw"
                  className="w-full"
                />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
