// Which article route serves which post (spec 1 §2 link rule). Pure: used by the article pages
// (components/blog/article-route.tsx) and by the proxy's check for unknown posts (lib/blog/missing-pages.ts).
import { blogHref } from './rules';
import { isSafeSlug } from './safe-segment';
import type { Blog } from './types';

export type ArticleRoute =
  | { kind: 'insight'; id: string; slug: string }
  | { kind: 'blog'; slug: string }
  | { kind: 'root'; slug: string };

/** Which of the three routes is a post's canonical one (the blog link rule). */
export function routeKindOf(post: Pick<Blog, 'id' | 'blog_slug'>): ArticleRoute['kind'] {
  const href = blogHref(post);
  if (href.startsWith('/insight/blogs/')) return 'insight';
  if (href.startsWith('/blog/')) return 'blog';
  return 'root';
}

/**
 * Whether `route` may read a post at all: a slug that no post could have (empty, a dot, a slash) never
 * reaches the data source, so probes such as /favicon.ico or /.env stay cheap 404s.
 */
export function mayHavePost(route: ArticleRoute): boolean {
  return isSafeSlug(route.slug);
}

/**
 * Whether `route` serves `post`, the post its slug named once `mayHavePost` let it be read. The three
 * routes show the same screen: /blog/{slug} and /{slug} serve any post, /insight/blogs/{id}/{slug} only
 * when the id is the post's. Whichever route serves it, the page declares the post's own link as its
 * canonical URL.
 */
export function servesPost(route: ArticleRoute, post: Pick<Blog, 'id' | 'blog_slug'>): boolean {
  if (route.kind === 'insight') return String(post.id ?? '') === route.id;
  return true;
}
