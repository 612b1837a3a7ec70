// Shared by the three article routes (/insight/blogs/{id}/{slug}, /blog/{slug}, /{slug}): one cached read
// for the page and generateMetadata, each route's acceptance rule, one canonical URL per post.
import { blogCopy } from '@/content/blog';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { site } from '@/content/site';
import { getPost, getPosts, type Blog, type UpstreamErrorKind } from '@/lib/blog';
import { mayHavePost, routeKindOf, servesPost, type ArticleRoute } from '@/lib/blog/article-routes';
import { withFeedLinks } from '@/lib/blog/feed';
import { blogHref, categoryLabel, htmlToText, parseIsoDate, parseTags } from '@/lib/blog/rules';
import { getConfig } from '@/lib/config';
import { buildMetadata } from '@/lib/seo/metadata';
import { ArticleErrorScreen, ArticleScreen } from './article';
import { readOr, settle } from './read';

/** The error texts of spec 1 §8, by kind of upstream failure. */
export const ARTICLE_ERROR_TEXTS: Record<UpstreamErrorKind, string> = blogCopy.article.errors;

/**
 * The error text an article shows for a failed read, whether the page met the failure or the proxy did
 * (`/insight/unavailable?kind=`, where the kind is any string a visitor typed).
 */
export function articleErrorText(kind: unknown): string {
  return typeof kind === 'string' && Object.hasOwn(ARTICLE_ERROR_TEXTS, kind) ? ARTICLE_ERROR_TEXTS[kind as UpstreamErrorKind] : ARTICLE_ERROR_TEXTS.unavailable;
}

export { routeKindOf, type ArticleRoute };

export type ArticleResult = { status: 'ok'; post: Blog } | { status: 'error'; message: string } | { status: 'missing' };

/** The path the visitor asked for. */
export function requestedPath(route: ArticleRoute): string {
  const slug = encodeURIComponent(route.slug);
  if (route.kind === 'insight') return `/insight/blogs/${encodeURIComponent(route.id)}/${slug}`;
  return route.kind === 'blog' ? `/blog/${slug}` : `/${slug}`;
}

// Keyed by value (React compares arguments by identity): the page and generateMetadata each build their route.
const resolve = cache(async (kind: ArticleRoute['kind'], slug: string, id: string): Promise<ArticleResult> => {
  const route: ArticleRoute = kind === 'insight' ? { kind, id, slug } : { kind, slug };
  if (!mayHavePost(route)) return { status: 'missing' };
  // A failure fails a cached render (Next.js keeps its copy; the proxy shows the error text).
  const result = await settle(`Article ${slug}`, () => getPost(slug));
  if (!result.ok) return { status: 'error', message: articleErrorText(result.error.kind) };
  return result.value && servesPost(route, result.value) ? { status: 'ok', post: result.value } : { status: 'missing' };
});

/**
 * The post for a route, or 'missing' (a 404), once per render. /blog/{slug} and /{slug} serve any post;
 * /insight/blogs/{id}/{slug} only when the id is the post's; a slug no post could have never reaches the
 * data source.
 */
export function resolveArticle(route: ArticleRoute): Promise<ArticleResult> {
  return resolve(route.kind, route.slug, route.kind === 'insight' ? route.id : '');
}

/** Share cards cannot show SVG: those posts (and posts without an image) get the generated PNG. */
export function shareImageFor(post: Pick<Blog, 'blog_slug' | 'blog_feature_image'>): string {
  const src = post.blog_feature_image;
  const pathname = src ? (src.startsWith('/') ? src : safePathname(src)) : '';
  if (src && /\.(png|jpe?g|gif|webp)$/i.test(pathname.split('?')[0] ?? '')) return src;
  return `/insight/og/${encodeURIComponent(post.blog_slug)}`;
}

function safePathname(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/** Metadata of an article route: the canonical URL is the post's own link, whichever route served it. */
export async function articleMetadata(route: ArticleRoute): Promise<Metadata> {
  const result = await resolveArticle(route);
  if (result.status === 'missing') notFound();
  if (result.status === 'error') {
    return { title: { absolute: `${site.name} | Blog` }, description: result.message, robots: { index: false, follow: true } };
  }
  const { post } = result;
  const published = post.date ? parseIsoDate(post.date)?.toISOString() : undefined;
  return withFeedLinks(
    buildMetadata({
      path: blogHref(post),
      title: post.blog_title,
      description: post.blog_description || htmlToText(post.blog_content),
      image: { url: shareImageFor(post), width: 1200, height: 630, alt: post.blog_feature_image_alt ?? post.blog_title },
      isArticle: true,
      article: { publishedTime: published, tags: parseTags(post.blog_tag), section: categoryLabel(post) },
    }),
  );
}

/** The article screen for a route: the post, the red error text, or the 404 page. */
export async function ArticlePage({ route }: { route: ArticleRoute }) {
  const result = await resolveArticle(route);
  if (result.status === 'missing') notFound();
  const { siteUrl } = getConfig();
  const absolute = (path: string) => new URL(path, `${siteUrl}/`).href;
  if (result.status === 'error') return <ArticleErrorScreen message={result.message} url={absolute(requestedPath(route))} />;
  const { post } = result;
  // The end of the article (previous, next, related) is left out when the list cannot be read.
  const posts = await readOr('posts', () => getPosts(), []);
  return <ArticleScreen post={post} posts={posts} url={absolute(blogHref(post))} siteUrl={siteUrl} shareImage={shareImageFor(post)} />;
}

/** Local posts whose canonical URL is on `kind`, prerendered at build; upstream posts render on demand. */
export async function canonicalPosts(kind: ArticleRoute['kind']): Promise<Blog[]> {
  if (getConfig().upstreamApiHost) return [];
  return (await getPosts()).filter((post) => routeKindOf(post) === kind);
}
