// Which article route serves which post (spec 1 §2 link rule). Pure: used by the article pages
// (components/blog/article-route.tsx) and by the proxy's check for unknown posts (lib/blog/missing-pages.ts).
import { blogHref } from './rules';
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
 * Whether `route` may read a post at all: /{slug} only serves slugs starting "style-", so other root
 * paths never reach the data source.
 */
export function mayHavePost(route: ArticleRoute): boolean {
  return route.kind !== 'root' || route.slug.startsWith('style-');
}

/**
 * Whether `route` serves `post` (the post its slug names): /blog/{slug} serves any post;
 * /insight/blogs/{id}/{slug} only when the id is the post's; /{slug} only posts whose own link is /{slug}
 * (no id, slug starting "style-").
 */
export function servesPost(route: ArticleRoute, post: Pick<Blog, 'id' | 'blog_slug'>): boolean {
  if (!mayHavePost(route)) return false;
  if (route.kind === 'insight') return String(post.id ?? '') === route.id;
  if (route.kind === 'root') return routeKindOf(post) === 'root';
  return true;
}
