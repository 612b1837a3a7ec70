import { labels } from '@/content/labels';
import { FramedPicture } from '@/components/ui/picture';
import Link from '@/components/ui/link';
import type { CaseStudy } from '@/content/schemas';
import { caseStudyHref } from '@/lib/links';
import { Glyph } from '@/components/ui/glyph';

type HeadingLevel = 'h2' | 'h3';

/** How many tags a card shows; the case study itself lists them all. */
const CARD_TAGS = 3;

/**
 * A case-study card: cover, client, one-line description and tags. The whole card is clickable through
 * the client-name link stretched over it, so there is one link (and one tab stop) per card.
 */
export function CaseStudyCard({
  study,
  headingLevel = 'h3',
  sizes = '(min-width: 1024px) 30vw, (min-width: 640px) 60vw, 85vw',
}: {
  study: CaseStudy;
  headingLevel?: HeadingLevel;
  sizes?: string;
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-xl focus-within:ring-2 focus-within:ring-brand-500">
      <FramedPicture
        frame="aspect-[3/2] overflow-hidden bg-ink-100"
        image={study.img}
        sizes={sizes}
        className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.04]"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-brand-700">
          {study.industry} · {study.year}
        </p>
        <Heading className="mt-2 text-xl font-semibold tracking-tight text-ink-900">
          <Link href={caseStudyHref(study.slug)} className="cover-focus after:absolute after:inset-0 focus-visible:outline-none">
            {study.client}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-ink-600">{study.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={labels.tags}>
          {study.tags.slice(0, CARD_TAGS).map(({ tag }) => (
            <li key={tag} className="rounded-full bg-ink-50 px-3 py-1 text-xs font-medium text-ink-600">
              #{tag}
            </li>
          ))}
        </ul>
        <p aria-hidden="true" className="mt-auto pt-6 text-sm font-semibold text-brand-700">
          {labels.viewCaseStudy} <Glyph name="next" className="glyph-nudge" />
        </p>
      </div>
    </article>
  );
}
