import Link from 'next/link';
import { legalDocuments } from '@/content/legal';
import { site } from '@/content/site';
import { formatLegalDate } from './legal-format';

const contactLinkClass =
  'rounded font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The three legal documents as cards, each wholly clickable through its title link. */
export function LegalOverview() {
  return (
    <div className="container-page py-14 sm:py-20">
      <p className="max-w-3xl text-lg leading-8 text-ink-600">
        These documents explain the rules for using this website and for working with {site.name}: what we agree to do,
        what we do with the information you share with us, and when we can give your money back. Each one is written in
        plain English and dated, so you always know which version applies.
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
                Last updated <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
              </p>
              <p className="mt-4 flex-1 leading-7 text-ink-600">{document.summary}</p>
              <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700">
                Read the full text
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
          Questions about these documents?
        </h2>
        <p className="mt-3 max-w-2xl leading-7 text-ink-600">
          Ask us before you sign anything. Write to{' '}
          <a href={`mailto:${site.email}`} className={contactLinkClass}>
            {site.email}
          </a>{' '}
          or call{' '}
          <a href={`tel:${site.phone.tel}`} className={contactLinkClass}>
            {site.phone.display}
          </a>{' '}
          and we will answer within one working day. To use your privacy rights, such as seeing or deleting the information
          we hold about you, send the same address a short note and we will confirm it within 10 days.
        </p>
      </section>
    </div>
  );
}
