import type { Metadata } from 'next';
import { site } from '@/content/site';
import { feedAlternateTypes } from '@/lib/blog/feed';
import { sectionKeys, sectionOf, type Section } from './sections';
import { shareCardFor, shareImagePath } from './share-card';

export { sectionOf, type Section } from './sections';

/** The tagline of a section; pages outside the tagline table use the short name. */
export function taglineOf(section: Section | undefined): string {
  if (!section || section === 'insight') return site.shortName;
  return site.taglines[section];
}

function isSectionRoot(pathname: string): boolean {
  const segments = pathname.split('?')[0]!.split('/').filter(Boolean);
  if (segments.length === 0) return true;
  return segments.length === 1 && (sectionKeys as readonly string[]).includes(segments[0]!);
}

/**
 * The document title rule ("Document titles" in the spec README):
 * section roots `Brand - Tagline`, other pages `Page | Brand - Tagline`, articles `Brand | Blog - Post`.
 */
export function buildTitle(input: { path: string; pageTitle?: string; article?: boolean }): string {
  if (input.article) return `${site.name} | Blog - ${input.pageTitle ?? ''}`;
  const base = `${site.name} - ${taglineOf(sectionOf(input.path))}`;
  if (isSectionRoot(input.path) || !input.pageTitle) return base;
  return `${input.pageTitle} | ${base}`;
}

export type PageMetaInput = {
  /** Canonical path of the page, e.g. `/discover/team`. */
  path: string;
  /** The page's own title (omitted for section roots, whose title is the brand and tagline). */
  title?: string;
  /** Title for share cards when it differs from the document title (e.g. a section root's heading). */
  ogTitle?: string;
  description: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: 'website' | 'article';
  article?: { publishedTime?: string; tags?: string[]; section?: string };
  /** Blog articles use `Brand | Blog - Post title`. */
  isArticle?: boolean;
  noIndex?: boolean;
};

/**
 * Cuts a description for meta tags at 155 characters (spec 1 §9), ending in "..." as the listing's cuts do:
 * an ellipsis character would make every page that carries the tag a two-byte string for Node.js to
 * re-encode on each response (components/ui/glyph.tsx).
 */
export function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}...`;
}

/** The one metadata builder every page calls. */
export function buildMetadata(input: PageMetaInput): Metadata {
  const title = buildTitle({ path: input.path, pageTitle: input.title, article: input.isArticle });
  const description = metaDescription(input.description);
  const shareTitle = input.ogTitle ?? title;
  // A page without an image of its own gets its generated card (app/og); every image carries its alt text.
  const card = input.image || input.noIndex ? undefined : shareCardFor(input.path);
  const image = input.image ?? (card ? { url: shareImagePath(input.path), width: 1200, height: 630, alt: card.alt } : undefined);
  const images = image ? [{ ...image, alt: image.alt ?? shareTitle }] : undefined;
  return {
    title: { absolute: title },
    description,
    // Every page announces the blog's feeds, so a reader finds them from any page.
    alternates: { canonical: input.path, types: feedAlternateTypes() },
    openGraph: {
      title: shareTitle,
      description,
      url: input.path,
      siteName: site.name,
      type: input.type ?? (input.isArticle ? 'article' : 'website'),
      locale: 'en_US',
      ...(images ? { images } : {}),
      ...(input.article
        ? { publishedTime: input.article.publishedTime, tags: input.article.tags, section: input.article.section }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description,
      ...(images ? { images: images.map(({ url, alt }) => ({ url, alt })) } : {}),
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
