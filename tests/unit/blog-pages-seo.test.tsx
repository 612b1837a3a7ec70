// What crawlers and share cards read: JSON-LD, and the article routes' acceptance rules and metadata.
import { render } from '@testing-library/react';
import { JsonLd } from '@/components/ui/json-ld';
import { ARTICLE_ERROR_TEXTS, articleMetadata, resolveArticle, routeKindOf, shareImageFor, type ArticleRoute } from '@/components/blog/article-route';
import { site } from '@/content/site';
import { failuresMayShow } from '@/components/blog/read';
import { getPost } from '@/lib/blog';
import { toBlog } from '@/lib/blog/reshape';
import { UpstreamError, type UpstreamErrorKind } from '@/lib/blog/upstream';
import { articleCrumbs, blogPostingJsonLd, breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';

jest.mock('@/lib/blog', () => {
  const { UpstreamError: RealUpstreamError } = jest.requireActual<typeof import('@/lib/blog/upstream')>('@/lib/blog/upstream');
  return { UpstreamError: RealUpstreamError, getPost: jest.fn(), getPosts: jest.fn(async () => []) };
});
jest.mock('@/components/blog/sidebar', () => ({ BlogSidebar: () => null, BlogSearchForm: () => null }));
// Whether the render is one sent per request (a failure shows) or one Next.js stores (a failure throws):
// outside a render React keeps no per-request flag, so the mocked flag stands for it.
jest.mock('@/components/blog/read', () => {
  const actual = jest.requireActual<typeof import('@/components/blog/read')>('@/components/blog/read');
  const failuresMayShow = jest.fn(() => false);
  const settle: typeof actual.settle = (what, read) => actual.settle(what, read, { tolerate: failuresMayShow() });
  return { ...actual, failuresMayShow, settle };
});

const mockedGetPost = jest.mocked(getPost);
const SITE = 'https://www.example.com';

const withId = toBlog({
  id: 7,
  slug: 'brand-audit',
  title: 'Brand audit',
  description: 'How to audit a brand in five steps. '.repeat(8),
  featureImage: '/blog/brand-audit.svg',
  featureImageAlt: 'A brand board',
  html: '<p>Body.</p>',
  tags: 'branding, audit',
  category: 'Branding',
  date: '2026-05-04',
});
const styleGuide = toBlog({ slug: 'style-guide-basics', title: 'Style guide basics', html: '<p>Voice.</p>', category: 'Branding' });
const styleWithId = toBlog({ id: 9, slug: 'style-tiles', title: 'Style tiles', html: '<p>Tiles.</p>' });

beforeEach(() => {
  mockedGetPost.mockReset();
  jest.mocked(failuresMayShow).mockReturnValue(false);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('JSON-LD builders', () => {
  it('Organization carries the site configuration', () => {
    expect(organizationJsonLd(SITE)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: `${SITE}/`,
      email: site.email,
      telephone: site.phone.tel,
      address: { '@type': 'PostalAddress', addressLocality: site.address.locality, addressCountry: site.address.countryCode },
      sameAs: Object.values(site.social),
    });
  });

  it('BreadcrumbList numbers the crumbs and makes their URLs absolute', () => {
    expect(breadcrumbJsonLd(articleCrumbs(withId), SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Insight', item: `${SITE}/insight/page/1` },
        { '@type': 'ListItem', position: 3, name: 'Branding', item: `${SITE}/blog/branding/page/1` },
        { '@type': 'ListItem', position: 4, name: 'Brand audit', item: `${SITE}/insight/blogs/7/brand-audit` },
      ],
    });
  });

  it('a post without a category skips the category crumb', () => {
    expect(articleCrumbs(styleWithId).map((crumb) => crumb.name)).toEqual(['Home', 'Insight', 'Style tiles']);
  });

  it('BlogPosting points at the canonical URL with dates, image, section and keywords', () => {
    expect(blogPostingJsonLd(withId, { siteUrl: SITE, image: '/insight/og/brand-audit' })).toMatchObject({
      '@type': 'BlogPosting',
      url: `${SITE}/insight/blogs/7/brand-audit`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/insight/blogs/7/brand-audit` },
      headline: 'Brand audit',
      datePublished: '2026-05-04T00:00:00.000Z',
      image: [`${SITE}/insight/og/brand-audit`],
      articleSection: 'Branding',
      keywords: 'branding, audit',
      author: { '@type': 'Organization', name: site.name },
      publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: `${SITE}/logo.png`, width: 512, height: 512 } },
    });
  });

  it('cuts headlines to 110 characters and leaves out what the post does not have', () => {
    const data = blogPostingJsonLd(toBlog({ slug: 'long', title: 'T'.repeat(140), html: '<p>Text only.</p>' }), { siteUrl: SITE });
    expect(data.headline).toBe(`${'T'.repeat(109)}…`);
    expect(data.articleSection).toBe('Uncategorized');
    expect(data.description).toBe('Text only.');
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('keywords');
    expect(data).not.toHaveProperty('image');
  });

  it.each([
    ['</script><script>alert(1)</script>'],
    ['Tom & Jerry <b>'],
    ['line\u2028separator\u2029end'],
    ['It\u2019s \u2192 caf\u00e9 \u{1F680}'],
  ])('serializeJsonLd keeps %j inert inside a script element and parses back', (title) => {
    const data = { '@type': 'Thing', name: title };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    // Nothing above U+00FF, so the page stays a one-byte string (components/ui/glyph.tsx).
    expect(json).not.toMatch(/[^\u0000-\u00ff]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('<JsonLd> renders one application/ld+json script', () => {
    const { container } = render(<JsonLd data={{ '@type': 'Thing', name: '</script>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).toBe('{"@type":"Thing","name":"\\u003c/script\\u003e"}');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'Thing', name: '</script>' });
  });
});

describe('article routes', () => {
  it.each([
    [{ id: 7, blog_slug: 'a' }, 'insight'],
    [{ blog_slug: 'style-a' }, 'root'],
    [{ blog_slug: 'a' }, 'blog'],
  ] as const)('routeKindOf(%o) = %s', (post, kind) => {
    expect(routeKindOf(post)).toBe(kind);
  });

  it.each<[string, ArticleRoute, typeof withId | null, 'ok' | 'missing']>([
    ['its own id', { kind: 'insight', id: '7', slug: 'brand-audit' }, withId, 'ok'],
    ['another id', { kind: 'insight', id: '8', slug: 'brand-audit' }, withId, 'missing'],
    ['a post without id under /insight/blogs', { kind: 'insight', id: '1', slug: 'style-guide-basics' }, styleGuide, 'missing'],
    ['any post under /blog', { kind: 'blog', slug: 'brand-audit' }, withId, 'ok'],
    ['a style- post without id at the root', { kind: 'root', slug: 'style-guide-basics' }, styleGuide, 'ok'],
    ['a style- post with an id at the root', { kind: 'root', slug: 'style-tiles' }, styleWithId, 'ok'],
    ['any other post at the root', { kind: 'root', slug: 'brand-audit' }, withId, 'ok'],
    ['an unknown slug at the root', { kind: 'root', slug: 'nothing-here' }, null, 'missing'],
    ['an unknown slug', { kind: 'blog', slug: 'nothing-here' }, null, 'missing'],
  ])('resolveArticle: %s -> %s', async (_case, route, post, status) => {
    mockedGetPost.mockResolvedValue(post);
    expect((await resolveArticle(route)).status).toBe(status);
  });

  it('a root path no post could have is a 404 without reading the blog', async () => {
    expect(await resolveArticle({ kind: 'root', slug: 'favicon.ico' })).toEqual({ status: 'missing' });
    expect(mockedGetPost).not.toHaveBeenCalled();
  });

  it.each<[UpstreamErrorKind, string]>([
    ['bad-response', 'Blog not found or unexpected API shape. Check console for response.'],
    ['unavailable', 'Failed to fetch blog. See console for details.'],
    ['timeout', 'Failed to fetch blog. See console for details.'],
  ])('an upstream %s failure gives the spec text in a render per request, and fails a stored one', async (kind, text) => {
    mockedGetPost.mockRejectedValue(new UpstreamError(kind, 'test'));
    await expect(resolveArticle({ kind: 'blog', slug: 'brand-audit' })).rejects.toBeInstanceOf(UpstreamError);
    jest.mocked(failuresMayShow).mockReturnValue(true);
    expect(await resolveArticle({ kind: 'blog', slug: 'brand-audit' })).toEqual({ status: 'error', message: text });
    expect(ARTICLE_ERROR_TEXTS[kind]).toBe(text);
  });

  it.each([
    ['/blog/post.svg', '/insight/og/post'],
    [undefined, '/insight/og/post'],
    ['/blog/post.png', '/blog/post.png'],
    ['https://images.example.com/a/post.JPG?w=1200', 'https://images.example.com/a/post.JPG?w=1200'],
    ['https://images.example.com/post.svg', '/insight/og/post'],
  ])('shareImageFor(%s) = %s', (image, expected) => {
    expect(shareImageFor({ blog_slug: 'post', blog_feature_image: image })).toBe(expected);
  });

  it('metadata on a non-canonical route declares the post’s canonical URL and share tags', async () => {
    mockedGetPost.mockResolvedValue(withId);
    const metadata = await articleMetadata({ kind: 'blog', slug: 'brand-audit' });
    expect(metadata.title).toEqual({ absolute: `${site.name} | Blog - Brand audit` });
    expect(metadata.alternates?.canonical).toBe('/insight/blogs/7/brand-audit');
    expect(metadata.alternates?.types).toHaveProperty(['application/rss+xml']);
    expect(String(metadata.description).length).toBeLessThanOrEqual(155);
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: '/insight/blogs/7/brand-audit',
      title: `${site.name} | Blog - Brand audit`,
      images: [{ url: '/insight/og/brand-audit', width: 1200, height: 630, alt: 'A brand board' }],
      publishedTime: '2026-05-04T00:00:00.000Z',
      tags: ['branding', 'audit'],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: '/insight/og/brand-audit', alt: 'A brand board' }] });
  });

  it.each<[string, ArticleRoute, typeof withId, string]>([
    ['/{slug} of a post with an id', { kind: 'root', slug: 'brand-audit' }, withId, '/insight/blogs/7/brand-audit'],
    ['/blog/{slug} of a style- post', { kind: 'blog', slug: 'style-guide-basics' }, styleGuide, '/style-guide-basics'],
    ['/{slug} of a post without id', { kind: 'root', slug: 'style-guide-basics' }, styleGuide, '/style-guide-basics'],
  ])('%s declares the one canonical URL %s', async (_case, route, post, canonical) => {
    mockedGetPost.mockResolvedValue(post);
    expect((await articleMetadata(route)).alternates?.canonical).toBe(canonical);
  });

  it('metadata of a missing post is the 404', async () => {
    mockedGetPost.mockResolvedValue(null);
    await expect(articleMetadata({ kind: 'blog', slug: 'nothing-here' })).rejects.toThrow();
  });

  it('metadata of a failed read is not indexed', async () => {
    jest.mocked(failuresMayShow).mockReturnValue(true);
    mockedGetPost.mockRejectedValue(new UpstreamError('unavailable', 'down'));
    expect(await articleMetadata({ kind: 'blog', slug: 'brand-audit' })).toMatchObject({ robots: { index: false } });
  });
});
