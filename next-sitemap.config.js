// Static sitemap and robots.txt, written into public/ by `next-sitemap` after `next build` (postbuild).
// Static routes and every prerendered path come from the build manifests; the dynamic routes (posts, case
// studies, team profiles) are added from the content itself. Posts published upstream after the build are
// listed by the server-side sitemap at /server-sitemap.xml, which robots.txt announces as well.
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').trim().replace(/\/+$/, '');
const upstream = (process.env.UPSTREAM_API_HOST || '').trim();

/**
 * Slugs and post links read from the TypeScript content with jiti (the TypeScript loader that ESLint and
 * Tailwind already use), so the sitemap cannot drift from what the pages render.
 */
async function dynamicPaths() {
  const [{ createJiti }, path] = await Promise.all([import('jiti'), import('node:path')]);
  const root = __dirname;
  const jiti = createJiti(__filename, { alias: { '@/': `${root}/` }, fsCache: false });
  const load = (file) => jiti.import(path.join(root, file));
  const [{ caseStudySlugs }, { teamSlugs }, rules] = await Promise.all([
    load('content/portfolio.ts'),
    load('content/team.ts'),
    load('lib/blog/rules.ts'),
  ]);
  let posts = [];
  // With an upstream host the posts are not local files: /server-sitemap.xml lists them at run time.
  if (!upstream) {
    // The markdown pipeline is loaded once before the posts are parsed in parallel.
    await load('lib/blog/markdown.ts');
    const { createLocalSource } = await load('lib/blog/local.ts');
    posts = await createLocalSource({ dir: path.join(root, 'content/posts') }).listPosts();
  }
  return [
    ...posts.map((post) => ({ loc: rules.blogHref(post), changefreq: 'monthly', priority: 0.7, lastmod: post.date ? new Date(post.date).toISOString() : undefined })),
    ...caseStudySlugs.map((slug) => ({ loc: `/portfolio-profile/${slug}`, changefreq: 'monthly', priority: 0.6 })),
    ...teamSlugs.map((slug) => ({ loc: `/discover/team/profile/${slug}`, changefreq: 'monthly', priority: 0.4 })),
  ];
}

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  sitemapSize: 5000,
  changefreq: 'weekly',
  priority: 0.7,
  exclude: [
    '/api/*',
    '/server-sitemap.xml',
    '/rss.xml',
    '/atom.xml',
    '/feed.json',
    '/icon.svg',
    '/apple-icon*',
    '*/opengraph-image*',
    '/opengraph-image*',
    '*/twitter-image*',
    '/insight/og/*',
    '/404',
    '/500',
    '/_not-found',
    // Reached from a newsletter email only, and marked noindex.
    '/newsletter/*',
  ],
  transform: async (config, loc) => ({
    loc,
    changefreq: loc === '/' ? 'daily' : config.changefreq,
    priority: loc === '/' ? 1 : config.priority,
    lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
  }),
  additionalPaths: async () => {
    try {
      return await dynamicPaths();
    } catch (error) {
      // Prerendered profiles and posts are in the build manifest and still listed; say what is missing.
      console.warn(`next-sitemap: dynamic paths were not added (${error instanceof Error ? error.message : String(error)})`);
      return [];
    }
  },
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    additionalSitemaps: [`${siteUrl}/server-sitemap.xml`],
  },
};
