import { blogListingIntro, insightCopy } from '@/content/pages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingShell, ListingSidebar } from '@/components/blog/listing';
import { Pager } from '@/components/blog/pager';
import { PostGrid } from '@/components/blog/post-card';
import { settle } from '@/components/blog/read';
import { getPostsPage } from '@/lib/blog';
import { withFeedLinks } from '@/lib/blog/feed';
import { categoryHref, listingHref } from '@/lib/blog/rules';
import { JsonLd } from '@/components/ui/json-ld';
import { getConfig } from '@/lib/config';
import { collectionPageJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

/**
 * The blog listing, /insight/page/{page}[?category=], shared by its two routes: the page without a
 * filter is prerendered (./page.tsx); a request with `?category=` is rewritten (next.config.ts) to
 * ./filtered, rendered per request, so the query never makes the plain listing dynamic.
 */

export function listingMetadata(page: number, category: string | undefined): Metadata {
  // A filtered listing shows the same posts as the category screen, which is the canonical page for them.
  const path = category ? categoryHref(category, page) : listingHref(page);
  return withFeedLinks(
    buildMetadata({
      path,
      title: insightCopy.listingTitle(page),
      description: insightCopy.listingDescription(page),
      image: { url: '/insight/opengraph-image', width: 1200, height: 630, alt: insightCopy.imageAlt },
    }),
  );
}

/** 4 posts a page, newest first, with the pager and the sidebar. */
export async function ListingView({ page, category }: { page: number; category: string | undefined }) {
  // Spec 1 §8: a failed read is only logged; the list is empty.
  const result = await settle('listing', () => getPostsPage(page, category));
  if (result.ok && page > result.value.totalPages) notFound();
  const posts = result.ok ? result.value.items : [];
  const totalPages = result.ok ? result.value.totalPages : 1;
  const path = listingHref(page, category);
  return (
    <ListingShell sidebar={<ListingSidebar path={path} title={insightCopy.title} category={category} />}>
      {posts.length > 0 ? (
        <>
          <JsonLd
            data={collectionPageJsonLd(
              { path: category ? categoryHref(category, page) : listingHref(page), name: insightCopy.title, description: blogListingIntro, posts },
              getConfig().siteUrl,
            )}
          />
          <PostGrid posts={posts} />
        </>
      ) : (
        <p className="text-lg text-ink-600">{insightCopy.noPosts}</p>
      )}
      <Pager page={page} totalPages={totalPages} hrefFor={(n) => listingHref(n, category)} />
    </ListingShell>
  );
}
