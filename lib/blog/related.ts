// What an article offers at its end: the posts before and after it in the listing's order, and related posts.
import { parseTags, slugify } from './rules';
import type { Blog } from './types';

export const RELATED_POSTS = 3;

export type Neighbours = { previous?: Blog; next?: Blog };

/** In the listing's order (newest first): `previous` is the older post, `next` the newer one. */
export function neighboursOf(posts: readonly Blog[], slug: string): Neighbours {
  const index = posts.findIndex((post) => post.blog_slug === slug);
  if (index < 0) return {};
  return { previous: posts[index + 1], next: index > 0 ? posts[index - 1] : undefined };
}

/**
 * Up to three other posts, most related first: a shared category counts 2, each shared tag 1; ties keep the
 * listing's order (newest first), so every article gets three while the blog has four posts.
 */
export function relatedPosts(posts: readonly Blog[], post: Blog, limit: number = RELATED_POSTS): Blog[] {
  const category = slugify(post.category_name);
  const tags = new Set(parseTags(post.blog_tag).map((tag) => tag.toLowerCase()));
  return posts
    .filter((other) => other.blog_slug !== post.blog_slug)
    .map((other, order) => {
      const sameCategory = category !== '' && slugify(other.category_name) === category ? 2 : 0;
      const sharedTags = parseTags(other.blog_tag).filter((tag) => tags.has(tag.toLowerCase())).length;
      return { other, order, score: sameCategory + sharedTags };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ other }) => other);
}
