// schema.org structured data for search engines: builders return plain objects, `serializeJsonLd` makes
// them safe to place inside a <script type="application/ld+json"> element.
import { sectionNames } from '@/content/sections';
import { site, type Site } from '@/content/site';
import { blogHref, categoryHref, categoryLabel, htmlToText, parseIsoDate, parseTags } from '@/lib/blog/rules';
import type { Blog } from '@/lib/blog/types';

export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue };
export type JsonLdObject = { '@context'?: string; '@type': string } & { [key: string]: JsonLdValue };

const CONTEXT = 'https://schema.org';

/** Side of the square PNG logo (app/logo.png): search engines ask for at least 112 px. */
export const LOGO_PNG_SIZE = 512;

/** An absolute URL on the site for a path, or the URL itself when it is already absolute. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

function organizationRef(siteUrl: string, config: Site) {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
    name: config.name,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/logo.png'), width: LOGO_PNG_SIZE, height: LOGO_PNG_SIZE },
  } satisfies JsonLdObject;
}

/** The agency as an Organization (home page). */
export function organizationJsonLd(siteUrl: string, config: Site = site): JsonLdObject {
  const { address } = config;
  return {
    '@context': CONTEXT,
    ...organizationRef(siteUrl, config),
    alternateName: config.shortName,
    description: config.description,
    email: config.email,
    telephone: config.phone.tel,
    foundingDate: String(config.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    sameAs: Object.values(config.social),
  };
}

/** The site as a WebSite whose search box Google may show, answered by /insight/search (home page). */
export function webSiteJsonLd(siteUrl: string, config: Site = site): JsonLdObject {
  const home = absoluteUrl(siteUrl, '/');
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: config.name,
    alternateName: config.shortName,
    url: home,
    inLanguage: 'en',
    publisher: { '@id': `${home}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, '/insight/search')}?discover={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A listing or category page as a CollectionPage whose ItemList holds the posts it shows, in order. */
export function collectionPageJsonLd(
  input: { path: string; name: string; description: string; posts: readonly Blog[] },
  siteUrl: string,
  config: Site = site,
): JsonLdObject {
  const url = absoluteUrl(siteUrl, input.path);
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    '@id': url,
    url,
    name: input.name,
    description: input.description,
    inLanguage: 'en',
    isPartOf: { '@type': 'WebSite', name: config.name, url: absoluteUrl(siteUrl, '/') },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: input.posts.length,
      itemListElement: input.posts.map((post, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(siteUrl, blogHref(post)),
        name: post.blog_title,
      })),
    },
  };
}

export type Crumb = { name: string; path: string };

/** A BreadcrumbList from the home page down to the current page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** Home > Insight > {category} > {post}, each with its canonical URL. */
export function articleCrumbs(post: Blog): Crumb[] {
  const crumbs: Crumb[] = [
    { name: sectionNames.home, path: '/' },
    { name: sectionNames.insight, path: '/insight/page/1' },
  ];
  if (post.category_name.trim()) crumbs.push({ name: categoryLabel(post), path: categoryHref(post.category_name) });
  crumbs.push({ name: post.blog_title, path: blogHref(post) });
  return crumbs;
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

/** A BlogPosting for one article; `image` is the share image chosen for the page (absolute or site path). */
export function blogPostingJsonLd(post: Blog, options: { siteUrl: string; image?: string }, config: Site = site): JsonLdObject {
  const url = absoluteUrl(options.siteUrl, blogHref(post));
  const published = post.date ? parseIsoDate(post.date)?.toISOString() : undefined;
  const description = post.blog_description || htmlToText(post.blog_content).slice(0, 300);
  const tags = parseTags(post.blog_tag);
  const headline = Array.from(post.blog_title);
  const data: JsonLdObject = {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: headline.length > HEADLINE_MAX ? `${headline.slice(0, HEADLINE_MAX - 1).join('')}…` : post.blog_title,
    name: post.blog_title,
    description,
    inLanguage: 'en',
    articleSection: categoryLabel(post),
    author: organizationRef(options.siteUrl, config),
    publisher: organizationRef(options.siteUrl, config),
    isPartOf: { '@type': 'Blog', name: `${config.name} Insight`, url: absoluteUrl(options.siteUrl, '/insight/page/1') },
  };
  const image = options.image ?? post.blog_feature_image;
  if (image) data.image = [absoluteUrl(options.siteUrl, image)];
  if (published) {
    data.datePublished = published;
    data.dateModified = published;
  }
  if (tags.length > 0) data.keywords = tags.join(', ');
  return data;
}

/**
 * JSON for a <script type="application/ld+json"> element. `<`, `>` and `&` are escaped as \u003c, \u003e and
 * \u0026 so text such as "</script>" in a post title cannot end the element. Every UTF-16 unit above U+00FF
 * (U+2028/2029 among them) is escaped too, which JSON reads back unchanged, so that the element never makes
 * its page a two-byte string (components/ui/glyph.tsx).
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/[\u0100-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
