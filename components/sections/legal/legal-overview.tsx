import Link from '@/components/ui/link';
import { legalCopy, legalDocuments } from '@/content/legal';
import { site } from '@/content/site';
import { formatLegalDate } from './legal-format';

const contactLinkClass =
  'rounded font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The three legal documents as cards, each wholly clickable through its title link. */
export function LegalOverview() {
  return (
    <div className="container-page py-14 sm:py-20">
      <p className="max-w-3xl text-lg leading-8 text-ink-600">
        {legalCopy.overview}
      </p>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {legalDocuments.map((document) => (
          <li key={document.path}>
            <article className="group relative flex h-full flex-col rounded-3xl border border-ink-100 bg-white p-7 shadow-xl shadow-ink-900/5 transition-[box-shadow,transform] duration-300 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-1 hover:shadow-2xl motion-reduce:transition-none motion-reduce:hover:translate-y-0">
              <h2 className="text-2xl font-semibold tracking-tight text-ink-900">
                <Link
                  href={document.path}
                  className="cover-focus after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none group-hover:text-brand-700"
                >
                  {document.title}
                </Link>
              </h2>
              <p className="mt-2 text-sm text-ink-500">
                {legalCopy.lastUpdated} <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
              </p>
              <p className="mt-4 flex-1 leading-7 text-ink-600">{document.summary}</p>
              <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700">
                {legalCopy.readFull}
                <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
                  <path d="M5 12h14M13 6l6 6-6 6" />
                </svg>
              </span>
            </article>
          </li>
        ))}
      </ul>
      <section aria-labelledby="legal-questions-heading" className="mt-16 rounded-3xl bg-ink-50 p-8 sm:p-10">
        <h2 id="legal-questions-heading" className="text-2xl font-semibold tracking-tight text-ink-900">
          {legalCopy.questions.heading}
        </h2>
        <p className="mt-3 max-w-2xl leading-7 text-ink-600">
          {legalCopy.questions.beforeEmail}{' '}
          <a href={`mailto:${site.email}`} className={contactLinkClass}>
            {site.email}
          </a>{' '}
          {legalCopy.questions.beforePhone}{' '}
          <a href={`tel:${site.phone.tel}`} className={contactLinkClass}>
            {site.phone.display}
          </a>{' '}
          {legalCopy.questions.after}
        </p>
      </section>
    </div>
  );
}
