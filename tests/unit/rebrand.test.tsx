/** @jest-environment node */
// The README's promise: the site rebrands in one file. content/site.ts is replaced here by another brand
// (name, short name, description, contact data, social links, palette); every page of the app folder,
// its metadata, the feeds, the share images, the site icon, the chat and the Tailwind theme are rendered
// and must show the new brand and no trace of the old one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import type { Config } from 'tailwindcss';
import { prerenderToNodeStream } from 'react-dom/static';

type SiteModule = typeof import('@/content/site');

const root = path.resolve(__dirname, '../..');
const appDir = path.join(root, 'app');

// The brand the site ships with, read before the mock replaces it.
const original = jest.requireActual<SiteModule>('@/content/site').site;

import { hexesOf, paletteTraces } from './palette-traces';

/** Another palette of the same shape: each colour inverted, so none is an old one. */
function invert(value: unknown): unknown {
  if (typeof value === 'string') return `#${(0xffffff - parseInt(value.slice(1), 16)).toString(16).padStart(6, '0')}`;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, entry]) => [key, invert(entry)]));
}

jest.mock('@/content/site', () => {
  const actual = jest.requireActual<SiteModule>('@/content/site');
  const site = actual.siteSchema.parse({
    ...actual.site,
    name: 'Northwind Studio',
    shortName: 'Northwind',
    description: 'Northwind Studio is a design and engineering studio for websites, apps, search and brands.',
    email: 'hello@northwind-studio.com',
    schedulingUrl: 'https://cal.com/northwind-studio/intro',
    social: {
      facebook: 'https://www.facebook.com/northwindstudio',
      linkedin: 'https://www.linkedin.com/company/northwindstudio',
      instagram: 'https://www.instagram.com/northwindstudio',
      whatsapp: 'https://wa.me/14155550199',
      twitter: 'https://x.com/northwindstudio',
      pinterest: 'https://www.pinterest.com/northwindstudio',
      youtube: 'https://www.youtube.com/@northwindstudio',
    },
    colors: invert(actual.site.colors),
  });
  return {
    ...actual,
    site,
    popupDismissedKey: 'northwind-subscribed',
    placeholderEntries: () => actual.placeholderEntries(site),
  };
});

// Motion runs in the browser only; here its islands render their content (jsdom's stand-in matchMedia
// matches no query, so useMediaMotion never fetches GSAP).

let currentPath = '/';
jest.mock('next/navigation', () => ({
  ...jest.requireActual<object>('next/navigation'),
  usePathname: () => currentPath,
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined, back: () => undefined, refresh: () => undefined }),
}));

// The draft preview renders in draft mode (the other pages read no request data).
jest.mock('next/headers', () => ({
  ...jest.requireActual<object>('next/headers'),
  draftMode: async () => ({ isEnabled: true, enable: () => undefined, disable: () => undefined }),
}));

// The share images: next/og's renderer is replaced by one that keeps the drawn element as markup.
jest.mock('next/og', () => ({
  ImageResponse: class {
    constructor(public readonly element: ReactElement) {}
  },
}));


/** Every page file of the app folder, as its route (`/discover/team/profile/[slug]`). */
function pageRoutes(dir = appDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageRoutes(full);
    if (name !== 'page.tsx') return [];
    return [`/${path.relative(appDir, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/'];
  });
}

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** The layouts that wrap a route, outermost first (app/layout.tsx, then nested ones). */
function layoutsOf(route: string): string[] {
  const segments = route.split('/').filter(Boolean);
  return ['', ...segments.map((_, index) => segments.slice(0, index + 1).join('/'))]
    .map((dir) => path.join(appDir, dir, 'layout.tsx'))
    .filter((file) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    });
}

type Sample = { path: string; params: Record<string, string>; search?: Record<string, string> };

// A colour an article quotes as an example (a design-tokens post) is the author's text, not the brand's.
const quotedInPosts = new Set(
  readdirSync(path.join(root, 'content/posts'))
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => readFileSync(path.join(root, 'content/posts', file), 'utf8').toLowerCase().match(/#[0-9a-f]{6}\b/g) ?? []),
);
const oldHexes = new Set(hexesOf(original.colors).filter((hex) => !quotedInPosts.has(hex)));
const oldBrand = /lumina/i;

function traces(text: string): string[] {
  const found: string[] = [];
  const name = oldBrand.exec(text);
  if (name) found.push(`"${text.slice(Math.max(0, name.index - 40), name.index + 40)}"`);
  // The old palette as hex, rgb(), rgba() or hsl() (a glow written as rgba() is still the old brand).
  found.push(...paletteTraces(text, [...oldHexes]));
  return found;
}

describe('rebranding through content/site.ts alone', () => {
  let samples: Record<string, Sample[]>;

  beforeAll(async () => {
    const { caseStudies } = await import('@/content/portfolio');
    const { teamMembers } = await import('@/content/team');
    const { getPosts } = await import('@/lib/blog');
    const { blogHref, slugify, categoryLabel } = await import('@/lib/blog/rules');
    const posts = await getPosts();
    const withId = posts.find((post) => post.id !== undefined)!;
    const category = slugify(categoryLabel(withId));
    samples = {
      '/[blogSlug]': posts.map((post) => ({ path: `/${post.blog_slug}`, params: { blogSlug: post.blog_slug } })),
      '/blog/[slug]': posts.map((post) => ({ path: `/blog/${post.blog_slug}`, params: { slug: post.blog_slug } })),
      '/blog/[slug]/page/[page]': [{ path: `/blog/${category}/page/1`, params: { slug: category, page: '1' } }],
      '/insight/blogs/[id]/[blogSlug]': [
        { path: blogHref(withId), params: { id: String(withId.id), blogSlug: withId.blog_slug } },
      ],
      '/insight/page/[page]': [{ path: '/insight/page/1', params: { page: '1' } }],
      '/insight/page/[page]/filtered': [
        { path: '/insight/page/1', params: { page: '1' }, search: { category } },
      ],
      '/insight/search': [{ path: '/insight/search', params: {}, search: { discover: 'seo' } }],
      '/insight/preview/[slug]': [{ path: `/insight/preview/${withId.blog_slug}`, params: { slug: withId.blog_slug } }],
      '/discover/team/profile/[slug]': teamMembers.map((member) => ({
        path: `/discover/team/profile/${member.slug}`,
        params: { slug: member.slug },
      })),
      '/portfolio-profile/[slug]': caseStudies.map((study) => ({ path: `/portfolio-profile/${study.slug}`, params: { slug: study.slug } })),
    };
  });

  const routes = pageRoutes();

  it('finds every page of the app folder', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/engage', '/[blogSlug]', '/portfolio-profile/[slug]', '/insight/search']));
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it.each(routes)('%s: pages and metadata show the new brand only', async (route) => {
    const pageModule = await import(`@/app${route === '/' ? '' : route}/page`);
    const list: Sample[] = samples[route] ?? (route.includes('[') ? [] : [{ path: route, params: {} }]);
    expect(list.length).toBeGreaterThan(0); // a new dynamic route needs sample parameters above
    const layouts = await Promise.all(layoutsOf(route).map((file) => import(file)));
    for (const sample of list) {
      currentPath = sample.path;
      const props = { params: Promise.resolve(sample.params), searchParams: Promise.resolve(sample.search ?? {}) };
      let tree: ReactNode = await pageModule.default(props);
      for (const layout of [...layouts].reverse()) tree = await layout.default({ children: tree, params: props.params });
      const markup = await html(tree);
      const metadata = pageModule.generateMetadata ? await pageModule.generateMetadata(props) : pageModule.metadata;
      const text = `${markup}\n${JSON.stringify(metadata ?? {})}\n${JSON.stringify(layouts[0]?.metadata ?? {})}\n${JSON.stringify(layouts[0]?.viewport ?? {})}`;
      expect({ path: sample.path, traces: traces(text) }).toEqual({ path: sample.path, traces: [] });
      expect(markup).toContain('Northwind Studio');
    }
  });

  it('the 404 page shows the new brand only', async () => {
    const { default: NotFound, metadata } = await import('@/app/not-found');
    const { default: RootLayout } = await import('@/app/layout');
    currentPath = '/no-such-page';
    const markup = await html(RootLayout({ children: NotFound() }));
    expect(traces(`${markup}${JSON.stringify(metadata)}`)).toEqual([]);
    expect(markup).toContain('Northwind Studio');
  });

  it('the feeds, share images, site icon and JSON-LD carry the new brand', async () => {
    const { getPosts } = await import('@/lib/blog');
    const { buildFeed } = await import('@/lib/blog/feed');
    const { renderOgImage } = await import('@/lib/blog/og');
    const { default: ListingImage } = await import('@/app/insight/opengraph-image');
    const { iconSvg } = await import('@/lib/seo/icon');
    const { GET: icon } = await import('@/app/icon.svg/route');
    const { organizationJsonLd } = await import('@/lib/seo/json-ld');
    const feed = buildFeed(await getPosts(), { siteUrl: 'https://www.northwind-studio.com' });
    const feeds = [feed.rss2(), feed.atom1(), feed.json1()];
    for (const text of feeds) {
      expect(traces(text)).toEqual([]);
      expect(text).toContain('Northwind Studio');
    }
    const drawn = async (image: Promise<unknown>) => html(((await image) as { element: ReactElement }).element);
    const shareImages = [
      await drawn(renderOgImage({ eyebrow: 'SEO', title: 'A post', subtitle: 'May 4, 2026' })),
      await drawn(ListingImage()),
    ];
    for (const image of shareImages) {
      expect(traces(image)).toEqual([]);
      expect(image).toContain('Northwind Studio');
    }
    // The share image's gradient is the new palette's.
    const { site } = await import('@/content/site');
    expect(shareImages[0]).toContain(site.colors.ink[950]);
    const svg = await icon().text();
    expect(svg).toBe(iconSvg());
    expect(traces(svg)).toEqual([]);
    expect(svg).toContain(`stop-color="${site.colors.logo.default.from}"`);
    expect(svg).toContain('>N</text>');
    const jsonLd = JSON.stringify(organizationJsonLd('https://www.northwind-studio.com'));
    expect(traces(jsonLd)).toEqual([]);
  });

  it('the chat and the Tailwind theme carry the new brand', async () => {
    const { site } = await import('@/content/site');
    const { siteChatConfig } = await import('@/lib/chat/site-config');
    const texts = await import('@/content/chat');
    const chat = JSON.stringify({ siteChatConfig, texts });
    expect(traces(chat)).toEqual([]);
    expect(texts.SERVICES_INTRO_TEXT).toBe('These services are provided by Northwind Studio');
    expect(texts.CHAT_TITLE).toBe('Chat with Northwind');

    // tailwind.config.ts is CommonJS (it says why): read its exports as Tailwind does.
    const loaded = (await import('@/tailwind.config')) as { default?: Config };
    const tailwind = loaded.default ?? (loaded as Config);
    const { paletteVariables } = await import('@/lib/palette');
    const theme = JSON.stringify(tailwind.theme);
    expect(traces(theme)).toEqual([]);
    // The classes name variables (tests/unit/palette.test.ts checks the compiled stylesheet); the
    // variables' values, written into :root, are the new palette's.
    expect(tailwind.theme?.extend?.colors).toMatchObject({ brand: { 500: 'var(--color-brand-500)' } });
    const variables = paletteVariables();
    expect(traces(JSON.stringify(variables))).toEqual([]);
    expect(variables).toMatchObject({
      '--color-brand-500': site.colors.brand[500],
      '--color-accent-400': site.colors.accent[400],
      '--color-ink-950': site.colors.ink[950],
      '--color-sun-300': site.colors.sun[300],
    });
    expect(Object.keys(variables)).toHaveLength(hexesOf({ ...site.colors, logo: {} }).length);
  });

  it('the test brand shares no colour with the old one', async () => {
    const { site } = await import('@/content/site');
    const fresh = hexesOf(site.colors);
    expect(fresh.filter((hex) => oldHexes.has(hex))).toEqual([]);
    expect(oldHexes.size).toBeGreaterThan(30);
    expect(quotedInPosts.size).toBeLessThan(10);
  });
});
