import { caseStudies } from '../../content/portfolio';
import { site } from '../../content/site';
import { teamMembers } from '../../content/team';

const brand = (tagline: string) => `${site.name} - ${tagline}`;
const t = site.taglines;

/** Every static route of both route tables with its exact document title (spec README, "Document titles"). */
export const staticRoutes: { path: string; title: string }[] = [
  { path: '/', title: brand(t.home) },
  { path: '/discover', title: brand(t.discover) },
  { path: '/discover/team', title: `Team | ${brand(t.discover)}` },
  { path: '/discover/all-team', title: `All Team Members | ${brand(t.discover)}` },
  { path: '/discover/testimonials', title: `Testimonials | ${brand(t.discover)}` },
  { path: '/discover/investor-relations', title: `Investor Relations | ${brand(t.discover)}` },
  { path: '/discover/media-marvels', title: `Media Marvels | ${brand(t.discover)}` },
  { path: '/artistry', title: brand(t.artistry) },
  { path: '/artistry/website-design', title: `Website Design | ${brand(t.artistry)}` },
  { path: '/artistry/app-design', title: `App Design | ${brand(t.artistry)}` },
  { path: '/artistry/seo', title: `SEO | ${brand(t.artistry)}` },
  { path: '/artistry/logo-stationary', title: `Logo & Stationery | ${brand(t.artistry)}` },
  { path: '/strategy', title: brand(t.strategy) },
  { path: '/showcase', title: brand(t.showcase) },
  { path: '/showcase/clients-work', title: `Clients' Work | ${brand(t.showcase)}` },
  { path: '/showcase/portfolio', title: `Portfolio | ${brand(t.showcase)}` },
  { path: '/engage', title: brand(t.engage) },
  { path: '/legal', title: brand(t.legal) },
  { path: '/legal/terms', title: `Terms of Service | ${brand(t.legal)}` },
  { path: '/legal/privacy', title: `Privacy Policy | ${brand(t.legal)}` },
  { path: '/legal/refund', title: `Refund Policy | ${brand(t.legal)}` },
];

const member = teamMembers[0]!;
const study = caseStudies[0]!;

/** One instance of each dynamic route of the route tables, with its exact title. */
export const dynamicRoutes: { path: string; title: string }[] = [
  { path: `/discover/team/profile/${member.slug}`, title: `${member.name} | ${brand(t.discover)}` },
  { path: `/portfolio-profile/${study.slug}`, title: `${study.title} | ${brand(t.showcase)}` },
  { path: '/insight/page/1', title: `Insight | ${site.name} - ${site.shortName}` },
  { path: '/insight/page/2', title: `Insight - Page 2 | ${site.name} - ${site.shortName}` },
  { path: '/insight/search?discover=seo', title: `Search | ${site.name} - ${site.shortName}` },
  { path: '/blog/seo/page/1', title: `SEO | ${site.name} - ${site.shortName}` },
  {
    path: '/insight/blogs/115/core-web-vitals-for-marketing-sites',
    title: `${site.name} | Blog - Core Web Vitals for Marketing Sites: What Actually Moves the Needle`,
  },
  {
    path: '/blog/core-web-vitals-for-marketing-sites',
    title: `${site.name} | Blog - Core Web Vitals for Marketing Sites: What Actually Moves the Needle`,
  },
  {
    path: '/style-guide-for-brand-voice',
    title: `${site.name} | Blog - Writing a Brand Voice Style Guide Your Whole Team Will Actually Use`,
  },
];

export const redirects: { from: string; to: string }[] = [
  { from: '/about', to: '/discover' },
  { from: '/contact', to: '/engage' },
  { from: '/blogs', to: '/insight' },
  { from: '/privacy', to: '/legal/privacy' },
  { from: '/terms', to: '/legal/terms' },
  { from: '/team', to: '/discover/team' },
  { from: '/insight', to: '/insight/page/1' },
];
