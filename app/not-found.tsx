import Link from 'next/link';
import { feedAlternateTypes } from '@/lib/blog/feed';
import { buildMetadata } from '@/lib/seo/metadata';
import { Glyph } from '@/components/ui/glyph';

export const metadata = {
  ...buildMetadata({
    path: '/404',
    title: 'Page not found',
    description: "Sorry, the page you are looking for doesn't exist.",
    noIndex: true,
  }),
  // No canonical URL for a 404, but the feeds like every page.
  alternates: { types: feedAlternateTypes() },
};

const helpfulLinks = [
  { href: '/discover', label: 'Discover our story' },
  { href: '/artistry', label: 'Explore our services' },
  { href: '/showcase', label: 'See our work' },
  { href: '/insight/page/1', label: 'Read the Insight blog' },
  { href: '/engage', label: 'Contact us' },
];

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-start py-24 sm:py-32">
      <p className="text-sm font-semibold uppercase tracking-[0.22em] text-brand-700">404 error</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink-900 sm:text-5xl">Page not found</h1>
      <p className="mt-6 max-w-xl text-lg text-ink-600">
        Sorry, the page you are looking for doesn&apos;t exist. Here are some helpful links:
      </p>
      <ul className="mt-6 grid gap-2 sm:grid-cols-2">
        {helpfulLinks.map((link) => (
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
        <Glyph name="back" /> Take me home
      </Link>
    </section>
  );
}
