import { getServerSideSitemap, type ISitemapField } from 'next-sitemap';
import { getPosts, UpstreamError } from '@/lib/blog';
import { getConfig } from '@/lib/config';
import { blogSitemapEntries } from '@/lib/seo/blog-sitemap';

// Built at request time from the configured source, so posts published upstream after the build are
// listed; robots.txt (next-sitemap) points to this sitemap next to the static one, which leaves the blog out.
export const dynamic = 'force-dynamic';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** GET /server-sitemap.xml: the blog's listing, category and search pages and every post, once each. */
export async function GET(): Promise<Response> {
  const base = `${getConfig().siteUrl}/`;
  try {
    const fields: ISitemapField[] = blogSitemapEntries(await getPosts()).map((entry) => ({
      loc: escapeXml(new URL(entry.path, base).href),
      changefreq: entry.changefreq,
      priority: entry.priority,
      ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
    }));
    return getServerSideSitemap(fields, { 'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600' });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return new Response('The sitemap of blog posts is temporarily unavailable.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300', 'Cache-Control': 'no-store' },
    });
  }
}
