import type { Blog, Category } from './types';

/** The one door to blog data (spec 1 §7). Implemented by the local markdown source and the upstream API. */
export interface BlogSource {
  readonly kind: 'local' | 'upstream';
  /** Every post, newest first. */
  listPosts(): Promise<Blog[]>;
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
