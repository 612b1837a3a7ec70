import { labels } from '@/content/labels';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { legalCopy, legalDocuments } from '@/content/legal';
import type { LegalDocument, PageCopy } from '@/content/schemas';
import { site } from '@/content/site';
import { formatLegalDate, withSectionIds } from './legal-format';

type LegalDocumentViewProps = {
  document: LegalDocument;
  /** The route's heading and lead line from content/pages. */
  copy: PageCopy;
  /** The boxed "in short" text at the top; the document's summary unless a page must quote a rule. */
  keyPoint?: { label: string; text: string };
};

const linkClass =
  'rounded font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 transition-colors hover:text-brand-900 hover:decoration-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One legal document: heading, date, a table of contents with in-page anchors, then its sections. */
export function LegalDocumentView({ document, copy, keyPoint }: LegalDocumentViewProps) {
  const sections = withSectionIds(document.sections);
  const point = keyPoint ?? { label: legalCopy.inShort, text: document.summary };
  const others = legalDocuments.filter((other) => other.path !== document.path);

  return (
    <>
      <PageHeader eyebrow={legalCopy.eyebrow} title={copy.heading} intro={copy.intro} />
      <div className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label={labels.contents} className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-ink-500">{labels.contents}</p>
          <ol className="mt-4 space-y-1 border-l border-ink-200">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-ink-600 transition-colors hover:border-brand-500 hover:text-ink-900 focus-visible:border-brand-600 focus-visible:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {/* Not an <article>: the document's heading is the page's h1, above this column. */}
        <div className="max-w-3xl">
          <p className="text-sm text-ink-500">
            {legalCopy.lastUpdated} <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
          </p>
          <div className="mt-6 rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-6 sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brand-700">{point.label}</p>
            <p className="mt-3 text-lg leading-8 text-ink-900">{point.text}</p>
          </div>

          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 scroll-mt-28">
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight text-ink-900">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-7 text-ink-700">
                {section.paragraphs.map((paragraph, index) => (
                  <p key={`${section.id}-${index}`}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}

          <section aria-labelledby="legal-related-heading" className="mt-16 rounded-3xl bg-ink-50 p-6 sm:p-8">
            <h2 id="legal-related-heading" className="text-xl font-semibold text-ink-900">
              {legalCopy.related}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {others.map((other) => (
                <li key={other.path}>
                  <Link href={other.path} className={linkClass}>
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-ink-600">
              {legalCopy.documentQuestions.beforeEmail}{' '}
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>{' '}
              {legalCopy.documentQuestions.beforePhone}{' '}
              <a href={`tel:${site.phone.tel}`} className={linkClass}>
                {site.phone.display}
              </a>
              .
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
