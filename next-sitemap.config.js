// Static sitemap and robots.txt, written into public/ by `next-sitemap` after `next build` (postbuild).
// One sitemap truth: this one lists the pages drawn from content/ (static routes from the build manifests,
// case studies and team profiles), each with the last change of its content files as lastmod; the blog
// (listing, category and search pages, every post) is listed only by /server-sitemap.xml at request time,
// so posts published upstream after the build are there too. robots.txt announces both.
// The site's modules, read with jiti (the TypeScript loader ESLint and Tailwind already use). next-sitemap
// wants the settings object itself, so the site URL is read at once, through jiti's require form.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file, read synchronously
const jiti = require('jiti').createJiti(__filename, { alias: { '@/': `${__dirname}/` }, fsCache: false });
const { siteUrl } = jiti('./lib/config.ts').getConfig();

/** The content dates module. */
async function loadContent() {
  return { root: __dirname, dates: await jiti.import('./lib/seo/content-dates.ts') };
}

let content;
const getContent = () => (content ??= loadContent());

async function lastmodOf(loc) {
  const { root, dates } = await getContent();
  return dates.lastChanged(dates.contentFilesFor(loc), root)?.toISOString();
}

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  sitemapSize: 5000,
  changefreq: 'weekly',
  priority: 0.7,
  // Off: a lastmod is the content's, never the build's time.
  autoLastmod: false,
  exclude: [
    '/api/*',
    '/server-sitemap.xml',
    '/rss.xml',
    '/atom.xml',
    '/feed.json',
    '/icon.svg',
    '/logo.png',
    '/apple-icon*',
    '*/opengraph-image*',
    '/opengraph-image*',
    '*/twitter-image*',
    '/og',
    '/og/*',
    '/404',
    '/500',
    '/_not-found',
    // The whole stylesheet as a file (app/site-sheet/).
    '/site-sheet/*',
    // The blog: /server-sitemap.xml. Posts at /{slug} are the ones whose slug starts with "style-".
    '/insight',
    '/insight/*',
    '/blog/*',
    '/style-*',
    // Reached from a newsletter email only, and marked noindex.
    '/newsletter/*',
  ],
  // Case studies and team profiles are prerendered, so the build manifest lists them with the static routes.
  transform: async (config, loc) => {
    const profile = loc.startsWith('/portfolio-profile/') || loc.startsWith('/discover/team/profile/');
    return {
      loc,
      changefreq: loc === '/' ? 'daily' : profile ? 'monthly' : config.changefreq,
      priority: loc === '/' ? 1 : loc.startsWith('/portfolio-profile/') ? 0.6 : profile ? 0.4 : config.priority,
      lastmod: await lastmodOf(loc),
    };
  },
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    additionalSitemaps: [`${siteUrl}/server-sitemap.xml`],
  },
};
