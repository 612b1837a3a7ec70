import { site } from '../../content/site';

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

export const redirects: { from: string; to: string }[] = [
  { from: '/about', to: '/discover' },
  { from: '/contact', to: '/engage' },
  { from: '/blogs', to: '/insight' },
  { from: '/privacy', to: '/legal/privacy' },
  { from: '/terms', to: '/legal/terms' },
  { from: '/team', to: '/discover/team' },
  { from: '/insight', to: '/insight/page/1' },
];
