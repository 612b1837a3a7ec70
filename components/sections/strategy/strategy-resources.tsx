import { Picture } from '@/components/ui/picture';
import type { ContentLink, PartnerTile } from '@/content/schemas';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { ExternalLink } from '@/components/ui/external-link';
import { Glyph } from '@/components/ui/glyph';

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
          <SectionHeader id="resources-heading" title={heading} intro={body} />
          <ButtonLink href={viewMore.href} tone="night" className="mt-8">
            {viewMore.label} <Glyph name="next" />
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {partners.map((partner) => (
            <li key={partner.name}>
              <ExternalLink
                href={partner.link}
                className="block rounded-2xl bg-white p-2 ring-1 ring-ink-100 transition duration-300 hover:-translate-y-0.5 hover:shadow-md"
              >
                <Picture
                  image={partner.logo}
                  sizes="(min-width: 640px) 200px, 45vw"
                  className="w-full"
                />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
