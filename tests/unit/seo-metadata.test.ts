import { site } from '@/content/site';
import { buildMetadata, buildTitle, metaDescription, sectionOf } from '@/lib/seo/metadata';
import { shareCardFor, shareCardPaths, shareImagePath } from '@/lib/seo/share-card';
import { staticRoutes } from '@/content/pages';
import { caseStudySlugs } from '@/content/portfolio';
import { teamSlugs } from '@/content/team';

const brand = site.name;
const t = site.taglines;

describe('document titles (spec README, "Document titles")', () => {
  it.each([
    // Section roots: `Brand - Tagline` exactly.
    ['/', undefined, `${brand} - ${t.home}`],
    ['/discover', 'Discover', `${brand} - ${t.discover}`],
    ['/artistry', undefined, `${brand} - ${t.artistry}`],
    ['/strategy', undefined, `${brand} - ${t.strategy}`],
    ['/showcase', undefined, `${brand} - ${t.showcase}`],
    ['/engage', undefined, `${brand} - ${t.engage}`],
    ['/legal', undefined, `${brand} - ${t.legal}`],
    // Other pages of those sections: `Page | Brand - Tagline`.
    ['/discover/team', 'Team', `Team | ${brand} - Unveiling Our Saga`],
    ['/discover/team/profile/maya-okafor', 'Maya Okafor', `Maya Okafor | ${brand} - ${t.discover}`],
    ['/artistry/seo', 'SEO', `SEO | ${brand} - Canvas of Creativity`],
    ['/showcase/portfolio', 'Portfolio', `Portfolio | ${brand} - Portfolio Panorama`],
    ['/portfolio-profile/wmh-india', 'WMH India', `WMH India | ${brand} - Portfolio Panorama`],
    ['/legal/terms', 'Terms of Service', `Terms of Service | ${brand} - Trust Trails`],
    // Outside the tagline table: the short name.
    ['/insight/page/2', 'Insight', `Insight | ${brand} - ${site.shortName}`],
    ['/insight/search', 'Search', `Search | ${brand} - Lumina`],
    ['/blog/seo/page/1', 'SEO', `SEO | ${brand} - Lumina`],
    ['/no-such-page', 'Page not found', `Page not found | ${brand} - Lumina`],
  ])('%s with page title %p is %p', (path, pageTitle, expected) => {
    expect(buildTitle({ path, pageTitle })).toBe(expected);
  });

  it('gives articles `Brand | Blog - {post title}` exactly', () => {
    expect(buildTitle({ path: '/blog/x', pageTitle: 'Why speed sells', article: true })).toBe(
      'Lumina Digital | Blog - Why speed sells',
    );
  });

  it('keeps Lumina Digital and Gateway to Innovation as the defaults', () => {
    expect(buildTitle({ path: '/' })).toBe('Lumina Digital - Gateway to Innovation');
  });
});

describe('sectionOf', () => {
  it.each([
    ['/', 'home'],
    ['/discover/team?x=1', 'discover'],
    ['/portfolio-profile/a', 'showcase'],
    ['/insight/page/1', 'insight'],
    ['/blog/a', 'insight'],
    ['/some-post', undefined],
  ])('%s belongs to %p', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });
});

describe('buildMetadata', () => {
  it('sets the absolute title, canonical path, description and share tags', () => {
    const metadata = buildMetadata({
      path: '/discover',
      ogTitle: 'Discover',
      description: 'About the agency.',
      image: { url: '/og.png', width: 1200, height: 630 },
    });
    expect(metadata.title).toEqual({ absolute: 'Lumina Digital - Unveiling Our Saga' });
    expect(metadata.alternates?.canonical).toBe('/discover');
    expect(metadata.alternates?.types).toMatchObject({
      'application/rss+xml': [{ url: '/rss.xml' }],
      'application/atom+xml': [{ url: '/atom.xml' }],
    });
    expect(metadata.openGraph?.title).toBe('Discover');
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Discover' });
  });

  it('cuts descriptions to 155 characters', () => {
    const long = 'word '.repeat(60);
    expect(metaDescription(long).length).toBeLessThanOrEqual(155);
    expect(metaDescription(long)).toMatch(/^(word ){30}wo\.\.\.$/);
    expect(metaDescription('short')).toBe('short');
  });
});

describe('share images', () => {
  const pages = [...staticRoutes, ...caseStudySlugs.map((slug) => `/portfolio-profile/${slug}`), ...teamSlugs.map((slug) => `/discover/team/profile/${slug}`)];

  it.each(pages)('%s gets its generated PNG card with og:image:alt and twitter:image:alt', (path) => {
    const metadata = buildMetadata({ path, title: 'T', description: 'D' });
    const card = shareCardFor(path)!;
    expect(card.alt).toContain(site.name);
    expect(metadata.openGraph?.images).toEqual([{ url: shareImagePath(path), width: 1200, height: 630, alt: card.alt }]);
    expect(metadata.twitter?.images).toEqual([{ url: shareImagePath(path), alt: card.alt }]);
  });

  it('a page with its own image keeps it, and a page kept out of the index gets none', () => {
    const own = buildMetadata({ path: '/insight/page/1', description: 'D', image: { url: '/insight/opengraph-image', alt: 'Insight' } });
    expect(own.twitter?.images).toEqual([{ url: '/insight/opengraph-image', alt: 'Insight' }]);
    expect(buildMetadata({ path: '/404', description: 'D', noIndex: true }).openGraph?.images).toBeUndefined();
  });

  it('lists one card per page and serves home at /og', () => {
    expect(new Set(shareCardPaths())).toEqual(new Set(pages));
    expect(shareImagePath('/')).toBe('/og');
    expect(shareImagePath('/discover/team')).toBe('/og/discover/team');
  });
});
