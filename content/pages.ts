import { z } from 'zod';
import { pageCopySchema, type PageCopy } from './schemas';
import { site } from './site';

/**
 * Heading, page title, meta description and lead paragraph of every static route of spec 2.
 * Section roots take their document title from the brand and tagline (spec README "Document titles");
 * their `heading` is also their og:title.
 */
export const staticRoutes = [
  '/',
  '/discover',
  '/discover/team',
  '/discover/all-team',
  '/discover/testimonials',
  '/discover/investor-relations',
  '/discover/media-marvels',
  '/artistry',
  '/artistry/website-design',
  '/artistry/app-design',
  '/artistry/seo',
  '/artistry/logo-stationary',
  '/strategy',
  '/showcase',
  '/showcase/clients-work',
  '/showcase/portfolio',
  '/engage',
  '/legal',
  '/legal/terms',
  '/legal/privacy',
  '/legal/refund',
] as const;
export type StaticRoute = (typeof staticRoutes)[number];

const pages: Record<StaticRoute, PageCopy> = {
  '/': {
    title: 'Home',
    heading: 'Gateway to Innovation',
    description: `${site.name} designs websites and apps, grows search and marketing, and delivers data, investment and finance solutions from ${site.address.locality}.`,
    intro: 'Unveiling Advanced Solutions in Data, Investments, Finance, and Marketing',
  },
  '/discover': {
    title: 'Discover',
    heading: 'Discover',
    description: `Discover ${site.name}: our story since ${site.foundedYear}, our team, our work and the services that help ambitious companies grow online.`,
    intro: 'Who we are, how we work and the projects that shaped us.',
  },
  '/discover/team': {
    title: 'Team',
    heading: 'Our Team',
    description: `Meet the ${site.name} team and see moments from our summits, workshops, hackathons and celebrations in the events gallery.`,
    intro: 'Designers, developers, marketers and analysts who love a hard problem and a clear result.',
  },
  '/discover/all-team': {
    title: 'All Team Members',
    heading: 'All Team Members',
    description: `Every member of the ${site.name} team, past and present: developers, designers, marketers, project and case managers.`,
    intro: 'Select a portrait to read about each person, what they do and their superpower.',
  },
  '/discover/testimonials': {
    title: 'Testimonials',
    heading: 'Success Chronicles',
    description: `What clients say about working with ${site.name}: websites, apps, SEO, branding and marketing, in their own words.`,
    intro: 'Founders, directors and marketing leads on what changed after we worked together.',
  },
  '/discover/investor-relations': {
    title: 'Investor Relations',
    heading: 'Partners & Investor Relations',
    description: `The investors, banks, technology partners and client brands that work alongside ${site.name}.`,
    intro: 'The companies we build with, invest alongside and count on for capital, data and infrastructure.',
  },
  '/discover/media-marvels': {
    title: 'Media Marvels',
    heading: 'Media Marvels',
    description: `The independent publications owned by ${site.name}, on design, technology, finance and growth, each with its ISSN.`,
    intro: 'Periodicals on design, technology, finance and growth, edited by specialists.',
  },
  '/artistry': {
    title: 'Digital Artistry',
    heading: 'Explore Our Creative Digital Solutions',
    description: `Website design, app design, SEO and logo and stationery design by ${site.name}. Choose a service to see how we work.`,
    intro: 'Four crafts, one team. Select a service to see what it includes.',
  },
  '/artistry/website-design': {
    title: 'Website Design',
    heading: 'Website Design',
    description: `Fast, accessible websites on Next.js or WordPress, researched, written, designed and built by ${site.name} in one team.`,
    intro: 'Websites that explain what you do in seconds and turn visitors into enquiries.',
  },
  '/artistry/app-design': {
    title: 'App Design',
    heading: 'App Design',
    description: `Mobile and web apps for bookings, portals and field teams, prototyped with real users and built by ${site.name}.`,
    intro: 'Apps designed with the people who will use them every day.',
  },
  '/artistry/seo': {
    title: 'SEO',
    heading: 'Search Engine Optimisation',
    description: `Technical audits, content plans, local search and monthly reporting from the ${site.name} SEO team.`,
    intro: 'Search visibility that lasts, measured in enquiries rather than rankings alone.',
  },
  '/artistry/logo-stationary': {
    title: 'Logo & Stationery',
    heading: 'Logo & Stationery',
    description: `Logo design, business cards, letterheads and brand guides by ${site.name} for new ventures and established companies.`,
    intro: 'Identities that make a growing company look as good as it works.',
  },
  '/strategy': {
    title: 'Strategy',
    heading: 'Strategic Solutions | Business Excellence',
    description: `Marketing strategy, social media and dedicated resources from ${site.name}, with data, investment and finance reporting.`,
    intro: 'Marketing that compounds and resources that scale with you.',
  },
  '/showcase': {
    title: 'Showcase',
    heading: 'Showcase of Success | portfolio',
    description: `Selected websites, apps and brands by ${site.name}, with the results they delivered for each client.`,
    intro: 'Websites, apps and brands we designed and built, and what changed for our clients.',
  },
  '/showcase/clients-work': {
    title: "Clients' Work",
    heading: "Clients' Work",
    description: `Live client projects by ${site.name}: a DevOps video channel and an international fashion-modelling brand.`,
    intro: 'Two live projects you can visit today.',
  },
  '/showcase/portfolio': {
    title: 'Portfolio',
    heading: 'Portfolio',
    description: `Seven ${site.name} case studies in detail, from a global casting platform to a wealth planning firm.`,
    intro: 'Seven projects in detail: the challenge, what we built and what changed.',
  },
  '/engage': {
    title: 'Contact',
    heading: 'Contact Us',
    description: `Call, visit or email ${site.name} in ${site.address.locality}, or send us a message about your project.`,
    intro: 'Tell us where you want to go. We reply within one working day.',
  },
  '/legal': {
    title: 'Legal',
    heading: 'Legal Information',
    description: `The terms of service, privacy policy and refund policy of ${site.name}, written in plain English.`,
    intro: 'How we work with you, how we handle your information and what we refund.',
  },
  '/legal/terms': {
    title: 'Terms of Service',
    heading: 'Terms of Service',
    description: `The terms that apply when you use the ${site.name} website or engage us for design, development, SEO or marketing.`,
    intro: 'The rules for using this website and for working with us.',
  },
  '/legal/privacy': {
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    description: `How ${site.name} collects, uses, stores and protects personal information from the website, newsletter, chat and contact form.`,
    intro: 'What we collect, why we collect it, how long we keep it and the rights you have.',
  },
  '/legal/refund': {
    title: 'Refund Policy',
    heading: 'Refund Policy',
    description: `When ${site.name} accepts returns of its own products, why services are not refundable and how third-party products are handled.`,
    intro: 'Our rules for returns and refunds, in plain words.',
  },
};

/** Keyed by route; zod's enum-keyed record rejects a missing or unknown route at load. */
export const pageCopy: Record<StaticRoute, PageCopy> = z.record(z.enum(staticRoutes), pageCopySchema).parse(pages);

export function isStaticRoute(path: string): path is StaticRoute {
  return (staticRoutes as readonly string[]).includes(path);
}


/** The lead of the Insight listing: its header, meta description and JSON-LD entry (the blog's other words: content/blog.ts). */
export const blogListingIntro = `Practical guides from the ${site.name} team on web design, SEO, branding, marketing and data.`;

const FEED_FORMAT_NAMES = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' } as const;
/** The blog's feeds: their title and description, and the name of each format in the page head's links. */
export const feedCopy = {
  title: (siteName: string) => `${siteName} Insight`,
  description: (siteName: string) => `Practical articles from ${siteName} on web design, SEO, branding, marketing and data.`,
  linkTitle: (title: string, format: keyof typeof FEED_FORMAT_NAMES) => `${title} (${FEED_FORMAT_NAMES[format]})`,
} as const;

/** The words of the blog's pages that are not in their components: titles, descriptions, share texts. */
export const insightCopy = {
  title: 'Insight',
  imageAlt: 'Insight, the blog',
  unavailableTitle: `${site.name} | Blog`,
  noPosts: 'No blogs available.',
  listingTitle: (page: number) => (page === 1 ? 'Insight' : `Insight - Page ${page}`),
  listingDescription: (page: number) => (page === 1 ? blogListingIntro : `${blogListingIntro} Page ${page}.`),
  image: {
    alt: `${site.name} Insight: practical guides to web design, SEO, branding, marketing and data`,
    eyebrow: 'Insight',
    title: 'Practical guides to web design, SEO, branding, marketing and data',
    subtitle: `The ${site.name} blog`,
  },
  category: {
    title: (name: string, page: number) => (page === 1 ? name : `${name} - Page ${page}`),
    description: (name: string, page: number) => `Articles on ${name} from the ${site.name} team${page > 1 ? `, page ${page}` : ''}.`,
    imageAlt: (name: string) => `${name} on Insight, the blog`,
    pager: (name: string) => `${name} pages`,
  },
  search: {
    title: 'Search',
    description: `Search every article of the ${site.name} blog by title, topic, tag or category.`,
    intro: 'Find articles by title, topic, tag or category.',
    share: 'Search Insight',
    matches: (count: number) => (count === 1 ? 'article matches' : 'articles match'),
    all: (count: number) => `All ${count} articles`,
  },
};

/** The 404 page: what it says and the links it offers instead. */
export const notFoundCopy = {
  eyebrow: '404 error',
  title: 'Page not found',
  description: "Sorry, the page you are looking for doesn't exist.",
  lead: "Sorry, the page you are looking for doesn't exist. Here are some helpful links:",
  links: [
    { href: '/discover', label: 'Discover our story' },
    { href: '/artistry', label: 'Explore our services' },
    { href: '/showcase', label: 'See our work' },
    { href: '/insight/page/1', label: 'Read the Insight blog' },
    { href: '/engage', label: 'Contact us' },
  ],
  home: 'Take me home',
} as const;
