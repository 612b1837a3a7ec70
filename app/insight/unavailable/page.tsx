import type { Metadata } from 'next';
import { ArticleBanner } from '@/components/blog/article';
import { ARTICLE_ERROR_TEXTS } from '@/components/blog/article-route';
import { CATEGORY_ERROR_TEXT, ListingShell, ListingSidebar } from '@/components/blog/listing';
import { Pager } from '@/components/blog/pager';
import { renderedPerRequest } from '@/components/blog/read';
import { listingHref, parsePage } from '@/lib/blog/rules';
import { site } from '@/content/site';

// What an article's, a category's or the listing's address shows when its data could not be read (proxy.ts rewrites to
// it): rendered per request, so the failure is never stored as the page in the route cache or sent with
// s-maxage to a CDN. It reads nothing from the upstream, so it answers at once however the upstream behaves.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { absolute: `${site.name} | Blog` },
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ kind?: string | string[]; screen?: string | string[]; page?: string | string[] }> };

export default async function ArticleUnavailablePage({ searchParams }: Props) {
  renderedPerRequest();
  const { kind, screen, page } = await searchParams;
  if (screen === 'listing') {
    // A failed listing read is only logged and the list is empty, as on the listing itself.
    const number = parsePage(typeof page === 'string' ? page : undefined);
    const path = listingHref(number);
    return (
      <ListingShell sidebar={<ListingSidebar path={path} title="Insight" />}>
        <p className="text-lg text-ink-600">No blogs available.</p>
        <Pager page={number} totalPages={number} hrefFor={(n) => listingHref(n)} />
      </ListingShell>
    );
  }
  const message =
    screen === 'category'
      ? CATEGORY_ERROR_TEXT
      : kind === 'bad-response'
        ? ARTICLE_ERROR_TEXTS['bad-response']
        : ARTICLE_ERROR_TEXTS.unavailable;
  return (
    <>
      <ArticleBanner />
      <div className="container-page py-12 sm:py-16">
        <h1 className="sr-only">Blog</h1>
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4 font-medium text-red-700">
          {message}
        </p>
      </div>
    </>
  );
}
