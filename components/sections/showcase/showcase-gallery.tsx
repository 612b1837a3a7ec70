import { Picture } from '@/components/ui/picture';
import Link from '@/components/ui/link';
import type { CaseStudy } from '@/content/schemas';
import { showcaseLabels } from '@/content/showcase';
import { caseStudyHref } from '@/lib/links';
import { GalleryDrift } from './gallery-drift';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { ButtonLink } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/section-header';
import { Glyph } from '@/components/ui/glyph';

/** Spec 2 §9: up to 11 items on desktop, the first 4 on mobile. */
export const SHOWCASE_DESKTOP_LIMIT = 11;
export const SHOWCASE_MOBILE_LIMIT = 4;

/** Rows of the gallery: 4, 3, 4 items, so 11 fill three rows that drift in alternate directions. */
const ROW_SIZES = [4, 3, 4] as const;

export function galleryRows<T>(items: readonly T[]): { item: T; index: number }[][] {
  const rows: { item: T; index: number }[][] = [];
  let start = 0;
  for (const size of ROW_SIZES) {
    const row = items.slice(start, start + size).map((item, offset) => ({ item, index: start + offset }));
    if (row.length > 0) rows.push(row);
    start += size;
  }
  return rows;
}

function GalleryTile({ study, hiddenOnMobile }: { study: CaseStudy; hiddenOnMobile: boolean }) {
  return (
    <article className="group relative h-full overflow-hidden rounded-3xl bg-ink-900 shadow-sm focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-2">
      <Picture
        image={study.img}
        sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
        // A lazy image inside `display: none` never loads; these are small SVGs, so load them outright.
        loading={hiddenOnMobile ? 'eager' : 'lazy'}
        className="aspect-[3/2] w-full object-cover transition duration-700 group-hover:scale-105"
      />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-950 via-ink-950/80 to-transparent p-5 pt-16 text-white">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent-300">{study.industry}</p>
        <h3 className="mt-1 text-lg font-semibold tracking-tight">
          <Link href={caseStudyHref(study.slug)} className="cover-focus after:absolute after:inset-0 focus-visible:outline-none">
            {study.client}
          </Link>
        </h3>
      </div>
    </article>
  );
}

/** The showcase's scrolling gallery. Items past the fourth are hidden below md by CSS, so the HTML is one. */
export function ShowcaseGallery({ heading, intro, studies }: { heading: string; intro: string; studies: CaseStudy[] }) {
  const rows = galleryRows(studies.slice(0, SHOWCASE_DESKTOP_LIMIT));
  return (
    <TitledSection id="gallery-heading" title={heading} className="overflow-x-clip py-20 lg:py-28">
      <p className="mt-4 max-w-2xl text-lg text-ink-600">{intro}</p>
      <HydrateLater className="mt-12">
        <GalleryDrift className="space-y-6">
          {rows.map((row, rowIndex) => (
            <ul
              key={rowIndex}
              data-gallery-row=""
              className={`grid gap-6 md:grid-cols-2 ${row.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'} ${
                row.every(({ index }) => index >= SHOWCASE_MOBILE_LIMIT) ? 'hidden md:grid' : ''
              }`}
            >
              {row.map(({ item, index }) => (
                <li key={item.slug} className={index >= SHOWCASE_MOBILE_LIMIT ? 'hidden md:block' : undefined}>
                  <GalleryTile study={item} hiddenOnMobile={index >= SHOWCASE_MOBILE_LIMIT} />
                </li>
              ))}
            </ul>
          ))}
        </GalleryDrift>
      </HydrateLater>
      <p className="mt-12">
        <ButtonLink href="/showcase/portfolio" tone="night">
          {showcaseLabels.allCaseStudies} <Glyph name="next" />
        </ButtonLink>
      </p>
    </TitledSection>
  );
}
