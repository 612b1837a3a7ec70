import { getServerSideSitemap, type ISitemapField } from 'next-sitemap';
import { getCategories, getPosts, UpstreamError } from '@/lib/blog';
import { blogHref, categoryHref, parseIsoDate } from '@/lib/blog/rules';
import { getConfig } from '@/lib/config';

// Built at request time from the configured source, so posts published upstream after the build are
// listed; robots.txt (next-sitemap) points to this sitemap next to the static one.
export const dynamic = 'force-dynamic';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** GET /server-sitemap.xml: every post at its canonical URL and the first page of every category. */
export async function GET(): Promise<Response> {
  const base = `${getConfig().siteUrl}/`;
  const loc = (path: string) => escapeXml(new URL(path, base).href);
  try {
    const [posts, categories] = await Promise.all([getPosts(), getCategories().catch(() => [])]);
    const fields: ISitemapField[] = posts.map((post) => {
      const date = post.date ? parseIsoDate(post.date) : undefined;
      return {
        loc: loc(blogHref(post)),
        changefreq: 'monthly',
        priority: 0.7,
        ...(date ? { lastmod: date.toISOString() } : {}),
      };
    });
    const listed = new Set(fields.map((field) => field.loc));
    for (const category of categories) {
      const url = loc(categoryHref(category.category_name));
      if (!listed.has(url)) fields.push({ loc: url, changefreq: 'weekly', priority: 0.5 });
      listed.add(url);
    }
    return getServerSideSitemap(fields, { 'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600' });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return new Response('The sitemap of blog posts is temporarily unavailable.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300', 'Cache-Control': 'no-store' },
    });
  }
}
