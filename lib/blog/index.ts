import { cache } from 'react';
import { getConfig } from '@/lib/config';
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
      ? createUpstreamSource({ host: upstreamApiHost, imageHost, deadline: () => renderDeadline().at })
      : createLocalSource();
    current = { host: upstreamApiHost, imageHost, source };
  }
  return current.source;
}

// Per-request memoized reads for server components (page and generateMetadata share one call).

/** Every post, newest first. */
export const getPosts = cache((): Promise<Blog[]> => getBlogSource().listPosts());

/** The latest posts (default 6), for the home carousel and the sidebar's related posts. */
export const getLatestPosts = cache((limit?: number): Promise<Blog[]> => getBlogSource().latestPosts(limit));

/** Categories that have posts. */
export const getCategories = cache((): Promise<Category[]> => getBlogSource().categories());

/** One post by slug, or null (unknown or invalid slug): the caller answers with notFound(). */
export const getPost = cache((slug: string): Promise<Blog | null> => getBlogSource().postBySlug(slug));

/** Posts of a category given as its URL slug (e.g. "web-design"). */
export const getPostsByCategory = cache((categorySlug: string): Promise<Blog[]> => getBlogSource().postsByCategory(categorySlug));

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
