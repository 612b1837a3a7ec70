import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getConfig } from '@/lib/config';
import { BLOG_TAG, CATEGORIES_TAG, categoryTag, LIST_TAG, postTag } from './cache-tags';
import { createLocalSource } from './local';
import { inCategory, matchesSearch, paginate, type Page } from './rules';
import type { BlogSource } from './source';
import type { Blog, Category } from './types';
import { createUpstreamSource } from './upstream';

// Server-only entry point (it reaches the file system or the upstream API). Client components import
// pure rules from '@/lib/blog/rules' and types from '@/lib/blog/types' instead.

export type { Blog, Category } from './types';
export type { BlogSource } from './source';
export type { Page } from './rules';
export { UpstreamError, type UpstreamErrorKind } from './upstream';

/**
 * The time a page render may wait for the upstream, for all its reads together. With the proxy's check of
 * missing pages (at most 1 s) a page with nothing cached answers within about 5 s whatever the upstream does.
 */
export const PAGE_UPSTREAM_BUDGET_MS = 4000;

// One deadline per server render (React memoizes per request); outside a render each call gets its own.
const renderDeadline = cache((): { at: number } => ({ at: Date.now() + PAGE_UPSTREAM_BUDGET_MS }));

let current: { host: string | undefined; imageHost: string | undefined; source: BlogSource } | undefined;

/** The configured source: upstream when UPSTREAM_API_HOST is set, else the markdown files. One per process. */
export function getBlogSource(): BlogSource {
  const { upstreamApiHost, imageHost } = getConfig();
  if (!current || current.host !== upstreamApiHost || current.imageHost !== imageHost) {
    const source = upstreamApiHost
      ? // Answers are cached by the tagged reads below, so the source itself only shares requests in flight:
        // a reuse of its own would outlive a revalidation.
        createUpstreamSource({ host: upstreamApiHost, imageHost, deadline: () => renderDeadline().at, revalidateSeconds: 0 })
      : createLocalSource();
    current = { host: upstreamApiHost, imageHost, source };
  }
  return current.source;
}

/** How long a read stays fresh without a revalidation call (the pages' own ISR time). */
export const BLOG_DATA_REVALIDATE_SECONDS = 300;

/**
 * A read of the configured source through Next.js's data cache, under `tags` (plus BLOG_TAG): the page
 * or route that makes it carries the tags, so `revalidateTag` refreshes both. A failed read is never
 * stored. Outside Next.js's server (unit tests) the source is read directly. The key names the source and
 * the build, so a deployment never reads another one's local posts.
 */
function tagged<A extends unknown[], T>(name: string, tags: (...args: A) => (string | undefined)[], read: (source: BlogSource, ...args: A) => Promise<T>) {
  return (...args: A): Promise<T> => {
    const source = getBlogSource();
    if (process.env.NEXT_RUNTIME !== 'nodejs') return read(source, ...args);
    const { upstreamApiHost, imageHost } = getConfig();
    const keyParts = ['blog', name, upstreamApiHost ?? 'local', imageHost ?? '', process.env.BLOG_CACHE_BUILD ?? ''];
    const valid = tags(...args).filter((tag): tag is string => tag !== undefined);
    return unstable_cache((...inner: A) => read(source, ...inner), keyParts, {
      tags: [BLOG_TAG, ...valid],
      revalidate: BLOG_DATA_REVALIDATE_SECONDS,
    })(...args);
  };
}

// Per-request memoized reads for server components (page and generateMetadata share one call), cached
// across requests and tagged (./cache-tags.ts). The proxy reads the source directly (missing-pages.ts).

/** Every post, newest first. */
export const getPosts = cache(tagged('posts', () => [LIST_TAG], (source) => source.listPosts()));

/** The latest posts (default 6), for the home carousel and the sidebar's related posts. */
export const getLatestPosts = cache(
  tagged<[limit?: number], Blog[]>('latest', () => [LIST_TAG], (source, limit?: number) => source.latestPosts(limit)),
);

/** Categories that have posts. */
export const getCategories = cache(tagged('categories', () => [CATEGORIES_TAG], (source) => source.categories()));

/** One post by slug, or null (unknown or invalid slug): the caller answers with notFound(). */
export const getPost = cache(tagged('post', (slug: string) => [postTag(slug)], (source, slug: string) => source.postBySlug(slug)));

/** The version of a post an editor previews (its draft, else the published post): read anew each time. */
export const getDraft = cache((slug: string): Promise<Blog | null> => getBlogSource().draftBySlug(slug));

/** Posts of a category given as its URL slug (e.g. "web-design"). */
export const getPostsByCategory = cache(
  tagged('category', (categorySlug: string) => [categoryTag(categorySlug)], (source, categorySlug: string) => source.postsByCategory(categorySlug)),
);

/** One listing page of 4 posts, optionally filtered by category (name or slug). */
export const getPostsPage = cache(async (page: number, category?: string): Promise<Page<Blog>> => {
  const posts = await getPosts();
  return paginate(category ? posts.filter((post) => inCategory(post, category)) : posts, page);
});

/** Posts matching the search rule of spec 1 §5 (an empty text returns every post). */
export const searchPosts = cache(async (text: string): Promise<Blog[]> => {
  const posts = await getPosts();
  return posts.filter((post) => matchesSearch(post, text));
});

/**
 * The same reads without Next.js's data cache, for the proxy's check of missing pages (it runs outside a
 * page render, where that cache is not available, and keeps its answers briefly itself).
 */
export const uncachedReads = {
  listedPosts: () => getBlogSource().listedPosts(),
  getPost: (slug: string): Promise<Blog | null> => getBlogSource().postBySlug(slug),
  getCategories: (): Promise<Category[]> => getBlogSource().categories(),
  getPostsByCategory: (categorySlug: string): Promise<Blog[]> => getBlogSource().postsByCategory(categorySlug),
  getPostsPage: async (page: number, category?: string): Promise<Page<Blog>> => {
    const posts = await getBlogSource().listPosts();
    return paginate(category ? posts.filter((post) => inCategory(post, category)) : posts, page);
  },
};
