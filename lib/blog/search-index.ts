// The instant search's JSON: the posts `searchPosts` matches (the rule of /insight/search, spec 1 §5), cut
// down to what the suggestion list shows.
import { z } from 'zod';
import { blogHref, categoryLabel } from './rules';
import type { Blog } from './types';

/** The search page reads at most this many characters of its query; the endpoint does the same. */
export const SEARCH_TEXT_MAX = 200;

/** `?discover=`: any text; past 2,000 characters the request is refused rather than cut. */
export const searchQuerySchema = z.object({
  discover: z.string().max(2000, 'The discover parameter must be at most 2000 characters.').default(''),
});

/** The query as the search page reads it: trimmed, then its first 200 characters. */
export function searchText(raw: string): string {
  return raw.trim().slice(0, SEARCH_TEXT_MAX);
}

export type SearchHit = { title: string; href: string; category: string; date: string };

export function toSearchHit(post: Blog): SearchHit {
  return { title: post.blog_title, href: blogHref(post), category: categoryLabel(post), date: post.formatted_date ?? '' };
}
