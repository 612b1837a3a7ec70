import type { Blog, Category } from './types';

/** A post as a list names it: enough to tell which article routes serve it. */
export type ListedPost = Pick<Blog, 'blog_slug' | 'id'>;

/** The one door to blog data (spec 1 §7). Implemented by the local markdown source and the upstream API. */
export interface BlogSource {
  readonly kind: 'local' | 'upstream';
  /** Every post, newest first. */
  listPosts(): Promise<Blog[]>;
  /**
   * Every listed post's slug and id, read anew: never a last good copy, and no body parsed or sanitized
   * (the proxy's check of missing articles, lib/blog/missing-pages.ts).
   */
  listedPosts(): Promise<ListedPost[]>;
  /** The latest posts, newest first; `limit` defaults to LATEST_POSTS_LIMIT (6). */
  latestPosts(limit?: number): Promise<Blog[]>;
  /** Every category that has posts. */
  categories(): Promise<Category[]>;
  /** One post by slug; null when it does not exist or the slug is not a valid slug. */
  postBySlug(slug: string): Promise<Blog | null>;
  /** Posts whose slugified category name equals `categorySlug` (case-insensitive); [] when none or invalid. */
  postsByCategory(categorySlug: string): Promise<Blog[]>;
  /** The version of a post an editor previews: its draft, else the published post; null when neither exists. Never cached. */
  draftBySlug(slug: string): Promise<Blog | null>;
}
