import { isSafeCategory, isSafeSlug } from './safe-segment';

// The cache tags of the blog's data reads (lib/blog/index.ts). A page or route that reads through those
// getters carries their tags, so a revalidation of a tag refreshes exactly the pages that used its data.

/** Every blog read: "everything". */
export const BLOG_TAG = 'blog';
/** The list of every post and the latest posts: listings, home, sidebars, feeds, sitemaps, search. */
export const LIST_TAG = 'blog:list';
/** The list of categories: sidebars, category screens, the server sitemap. */
export const CATEGORIES_TAG = 'blog:categories';

/** One post's read: its three article routes. Undefined for a slug no post can have. */
export function postTag(slug: string): string | undefined {
  return isSafeSlug(slug) ? `blog:post:${slug}` : undefined;
}

/** One category's posts: its pages. Undefined for a slug no category can have. */
export function categoryTag(slug: string): string | undefined {
  return isSafeCategory(slug) ? `blog:category:${slug.toLowerCase()}` : undefined;
}
