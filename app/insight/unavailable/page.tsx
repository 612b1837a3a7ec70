import type { Metadata } from 'next';
import { ArticleBanner } from '@/components/blog/article';
import { articleErrorText } from '@/components/blog/article-route';
import { ListingShell, ListingSidebar } from '@/components/blog/listing';
import { Pager } from '@/components/blog/pager';
import { renderedPerRequest } from '@/components/blog/read';
import { listingHref, parsePage } from '@/lib/blog/rules';
import { blogCopy } from '@/content/blog';
import { insightCopy } from '@/content/pages';

// What an article's, a category's or the listing's address shows when its data could not be read (proxy.ts rewrites to
// it): rendered per request, so the failure is never stored as the page in the route cache or sent with
// s-maxage to a CDN. It reads nothing from the upstream, so it answers at once however the upstream behaves.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { absolute: insightCopy.unavailableTitle },
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
      <ListingShell sidebar={<ListingSidebar path={path} title={insightCopy.title} />}>
        <p className="text-lg text-ink-600">{insightCopy.noPosts}</p>
        <Pager page={number} totalPages={number} hrefFor={(n) => listingHref(n)} />
      </ListingShell>
    );
  }
  const message = screen === 'category' ? blogCopy.listing.categoryError : articleErrorText(kind);
  return (
    <>
      <ArticleBanner />
      <div className="container-page py-12 sm:py-16">
        <h1 className="sr-only">{blogCopy.article.banner}</h1>
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4 font-medium text-red-700">
          {message}
        </p>
      </div>
    </>
  );
}
