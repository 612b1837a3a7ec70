// The blog's part of the sitemap (served by app/server-sitemap.xml at request time): every listing page,
// every category page, the search page and every post at its canonical URL, once each. A lastmod is the
// newest post date the page shows or is shifted by, never the time of the request.
import { blogHref, categoryHref, listingHref, paginate, parseIsoDate, slugify } from '@/lib/blog/rules';
import type { Blog } from '@/lib/blog/types';

export type SitemapEntry = { path: string; lastmod?: string; changefreq: 'daily' | 'weekly' | 'monthly'; priority: number };

function newest(posts: readonly Blog[]): string | undefined {
  const times = posts.flatMap((post) => {
    const date = post.date ? parseIsoDate(post.date) : undefined;
    return date ? [date.getTime()] : [];
  });
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : undefined;
}

const withLastmod = (entry: SitemapEntry, lastmod: string | undefined): SitemapEntry => (lastmod ? { ...entry, lastmod } : entry);

/** `posts` newest first, as the listing shows them. */
export function blogSitemapEntries(posts: readonly Blog[]): SitemapEntry[] {
  const latest = newest(posts);
  const entries: SitemapEntry[] = [];
  // A new post moves every listing page along, so each page's lastmod is the newest post's date.
  const { totalPages } = paginate(posts, 1);
  for (let page = 1; page <= totalPages; page += 1) {
    entries.push(withLastmod({ path: listingHref(page), changefreq: 'daily', priority: page === 1 ? 0.8 : 0.5 }, latest));
  }
  entries.push(withLastmod({ path: '/insight/search', changefreq: 'weekly', priority: 0.3 }, latest));
  const byCategory = new Map<string, Blog[]>();
  for (const post of posts) {
    const slug = slugify(post.category_name);
    if (slug) byCategory.set(slug, [...(byCategory.get(slug) ?? []), post]);
  }
  for (const [slug, list] of byCategory) {
    const pages = paginate(list, 1).totalPages;
    for (let page = 1; page <= pages; page += 1) {
      entries.push(withLastmod({ path: categoryHref(slug, page), changefreq: 'weekly', priority: 0.5 }, newest(list)));
    }
  }
  for (const post of posts) entries.push(withLastmod({ path: blogHref(post), changefreq: 'monthly', priority: 0.7 }, newest([post])));
  // A post listed twice upstream, or a category slug shared by two names, is still one URL.
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}
