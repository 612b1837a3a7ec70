// RSS 2.0, Atom 1.0 and JSON Feed 1.1 of the Insight blog, built with the `feed` package from any list of
// posts (its XML written by ./feed-xml, its JSON by ./feed-json). `feedResponse` is what the /rss.xml, /atom.xml and /feed.json route handlers return.
import { Feed } from 'feed';
import type { Metadata } from 'next';
import { feedCopy } from '@/content/pages';
import { site, type Site } from '@/content/site';
import { atom1, rss2 } from './feed-xml';
import { jsonFeed11 } from './feed-json';
import { absoluteUrlsIn } from './absolute-urls';
import { blogHref, categoryLabel, htmlToText, parseIsoDate, parseTags } from './rules';
import type { Blog } from './types';

export type FeedFormat = 'rss' | 'atom' | 'json';

/** Stable public URLs of the feeds. */
export const FEED_PATHS: Record<FeedFormat, string> = { rss: '/rss.xml', atom: '/atom.xml', json: '/feed.json' };

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

/** Browsers and feed readers cache the feeds as long as the blog data itself (5 minutes). */
export const FEED_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

/** The feed title, also used in the page head links. */
export function feedTitle(config: Site = site): string {
  return feedCopy.title(config.name);
}

/** `<link rel="alternate">` entries for the page head (Metadata `alternates.types`). */
export function feedAlternateTypes(config: Site = site): NonNullable<NonNullable<Metadata['alternates']>['types']> {
  const title = feedTitle(config);
  return {
    'application/rss+xml': [{ url: FEED_PATHS.rss, title: feedCopy.linkTitle(title, 'rss') }],
    'application/atom+xml': [{ url: FEED_PATHS.atom, title: feedCopy.linkTitle(title, 'atom') }],
    'application/feed+json': [{ url: FEED_PATHS.json, title: feedCopy.linkTitle(title, 'json') }],
  };
}

/** Adds the feed links to a page's metadata (keeps its canonical URL). */
export function withFeedLinks(metadata: Metadata, config: Site = site): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: feedAlternateTypes(config) } };
}

// Feed readers understand raster enclosures; an SVG would be announced with a wrong type, so it is left out.
const RASTER_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

function rasterImage(url: string | undefined, base: string): { url: string; type: string } | undefined {
  if (!url) return undefined;
  const absolute = new URL(url, base);
  const extension = absolute.pathname.split('.').pop()?.toLowerCase() ?? '';
  const type = RASTER_TYPES[extension];
  return type ? { url: absolute.href, type } : undefined;
}

export type BuildFeedOptions = {
  /** Absolute site URL, e.g. https://www.example.com */
  siteUrl: string;
  /** Used for undated posts and an empty feed; defaults to the current time. */
  now?: Date;
  config?: Site;
};

/** One feed object holding every post (newest first, as given); render it with rss2(), atom1() or json1(). */
export function buildFeed(posts: readonly Blog[], options: BuildFeedOptions): Feed {
  const config = options.config ?? site;
  const base = `${options.siteUrl.replace(/\/+$/, '')}/`;
  const abs = (path: string) => new URL(path, base).href;
  const dates = posts.map((post) => (post.date ? parseIsoDate(post.date) : undefined));
  const known = dates.filter((date): date is Date => date !== undefined);
  const updated = known.length > 0 ? new Date(Math.max(...known.map((date) => date.getTime()))) : (options.now ?? new Date());
  const author = { name: config.name, email: config.email, link: abs('/') };
  const listing = abs('/insight/page/1');

  const feed = new Feed({
    id: listing,
    link: listing,
    title: feedTitle(config),
    description: feedCopy.description(config.name),
    language: 'en',
    updated,
    generator: config.name,
    image: abs('/insight/opengraph-image'),
    favicon: abs('/icon.svg'),
    copyright: `© ${updated.getUTCFullYear()} ${config.name}`,
    feedLinks: { rss: abs(FEED_PATHS.rss), atom: abs(FEED_PATHS.atom), json: abs(FEED_PATHS.json) },
    author,
  });

  posts.forEach((post, index) => {
    const link = abs(blogHref(post));
    const image = rasterImage(post.blog_feature_image, base);
    const category = categoryLabel(post);
    feed.addItem({
      title: post.blog_title,
      id: link,
      link,
      date: dates[index] ?? updated,
      description: post.blog_description || htmlToText(post.blog_content).slice(0, 300),
      // Feed readers resolve relative links against the feed, not the article: make them absolute.
      content: absoluteUrlsIn(post.blog_content, link),
      category: [category, ...parseTags(post.blog_tag)].map((name) => ({ name })),
      author: [author],
      ...(image ? { image } : {}),
    });
  });
  feed.addCategory(feedTitle(config));
  return feed;
}

/** The feed document in one format. */
export function renderFeed(posts: readonly Blog[], format: FeedFormat, options: BuildFeedOptions): string {
  const feed = buildFeed(posts, options);
  // The package's own XML writer wraps values in CDATA and escapes only the first `]]>`; ours escapes all.
  if (format === 'rss') return rss2(feed);
  if (format === 'atom') return atom1(feed);
  return jsonFeed11(feed);
}

/** The HTTP answer of a feed route. */
export function feedResponse(posts: readonly Blog[], format: FeedFormat, options: BuildFeedOptions): Response {
  return new Response(renderFeed(posts, format, options), {
    headers: { 'Content-Type': FEED_CONTENT_TYPES[format], 'Cache-Control': FEED_CACHE_CONTROL },
  });
}

/**
 * GET handler body shared by the three feed routes: every post of the configured source at request time.
 * An upstream failure with no cached copy answers 503 with Retry-After rather than an empty feed, which
 * readers would take as "every post was removed".
 */
export async function serveFeed(format: FeedFormat): Promise<Response> {
  // Imported here so the pure builders above stay free of the data layer (and easy to unit-test).
  const [{ getPosts, UpstreamError }, { getConfig }] = await Promise.all([import('./index'), import('@/lib/config')]);
  try {
    return feedResponse(await getPosts(), format, { siteUrl: getConfig().siteUrl });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return new Response('The blog feed is temporarily unavailable.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300', 'Cache-Control': 'no-store' },
    });
  }
}
