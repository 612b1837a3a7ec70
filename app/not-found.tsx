import { notFoundCopy as copy } from '@/content/pages';
import Link from '@/components/ui/link';
import { feedAlternateTypes } from '@/lib/blog/feed';
import { buildMetadata } from '@/lib/seo/metadata';
import { Glyph } from '@/components/ui/glyph';

export const metadata = {
  ...buildMetadata({
    path: '/404',
    title: copy.title,
    description: copy.description,
    noIndex: true,
  }),
  // No canonical URL for a 404, but the feeds like every page.
  alternates: { types: feedAlternateTypes() },
};

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-start py-24 sm:py-32">
      <p className="text-sm font-semibold uppercase tracking-[0.22em] text-brand-700">{copy.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink-900 sm:text-5xl">{copy.title}</h1>
      <p className="mt-6 max-w-xl text-lg text-ink-600">
        {copy.lead}
      </p>
      <ul className="mt-6 grid gap-2 sm:grid-cols-2">
        {copy.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href="/"
        className="mt-10 inline-flex items-center gap-2 rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        <Glyph name="back" /> {copy.home}
      </Link>
    </section>
  );
}
