import { z } from 'zod';
import { offerings } from './offerings';
import { servicePageSchema, type OfferingKey, type ServicePage } from './schemas';

/**
 * The four service pages under /artistry. Project slides link to /portfolio-profile/{slug} and the team
 * cards to /discover/team/profile/{slug}; the content test checks every slug exists and every member
 * is active. The web and app design pages also show the technology list.
 */

function imageOf(key: OfferingKey) {
  const offering = offerings.find((entry) => entry.key === key);
  if (!offering) throw new Error(`No offering ${key}`);
  return offering.image;
}

export const servicePages: ServicePage[] = z.array(servicePageSchema).length(4).parse([
  {
    path: '/artistry/website-design',
    offering: 'web',
    heading: 'Website Design',
    intro:
      'Websites that explain what you do in seconds, load quickly on any phone and turn visitors into enquiries. Research, writing, design and development happen in one team, so nothing is lost between hand-offs.',
    image: imageOf('web'),
    paragraphs: [
      'Every project starts with a discovery workshop and conversations with your customers. We map what visitors need to find, write the key pages with you and design around real content from the very first sketch.',
      'We build on Next.js for speed and flexibility, or on WordPress when your team wants a familiar editor. Either way you receive a site that scores well on Core Web Vitals, meets WCAG 2.2 AA and is ready for search from the first day.',
    ],
    highlights: [
      { title: 'Discovery and content', body: 'Workshops, customer interviews, sitemap and the copy for your most important pages.' },
      { title: 'Design system', body: 'Wireframes, visual design and a documented component library your team can reuse.' },
      { title: 'Development', body: 'Responsive, accessible front ends with a content editor, analytics and forms connected.' },
      { title: 'Launch and care', body: 'Redirects, monitoring, backups and a monthly care plan with small improvements included.' },
    ],
    projectsHeading: 'Recent website projects',
    projectSlugs: ['infinite-linux-youtube-channel', 'the-harbor-group', 'mally-financial'],
    showTechnologies: true,
    teamHeading: 'The people who will build your website',
    teamSlugs: ['priya-raman', 'lucas-bennett', 'hana-kobayashi'],
  },
  {
    path: '/artistry/app-design',
    offering: 'app',
    heading: 'App Design',
    intro:
      'Mobile and web applications for bookings, customer portals, field teams and internal tools, designed with the people who will use them every day.',
    image: imageOf('app'),
    paragraphs: [
      'We begin with the jobs your users need to get done and test clickable prototypes with them before any production code is written. That keeps the first release small, useful and quick to ship.',
      'Apps are built with React and React Native on top of secure APIs, so one team delivers the web, iOS and Android versions. We handle store submissions, crash reporting and the updates that follow launch.',
    ],
    highlights: [
      { title: 'Research and prototypes', body: 'User interviews, journey maps and clickable prototypes tested with real users.' },
      { title: 'Interface design', body: 'Native-feeling screens, accessible components and a design system shared across platforms.' },
      { title: 'Cross-platform build', body: 'React and React Native apps backed by Node.js APIs and PostgreSQL.' },
      { title: 'Release and support', body: 'App store submission, analytics, crash monitoring and a roadmap for the next release.' },
    ],
    projectsHeading: 'Apps and platforms we have shipped',
    projectSlugs: ['a-health-place', 'wmh-india', 'world-model-hunt'],
    showTechnologies: true,
    teamHeading: 'The people who will design and build your app',
    teamSlugs: ['noah-fischer', 'hana-kobayashi', 'diego-alvarez'],
  },
  {
    path: '/artistry/seo',
    offering: 'seo',
    heading: 'Search Engine Optimisation',
    intro:
      'Search visibility that lasts: technical foundations, content people are looking for and local listings that send customers to your door.',
    image: imageOf('seo'),
    paragraphs: [
      'We start with an audit of how search engines crawl, render and understand your site, then fix what holds it back: structure, speed, duplicate pages, structured data and internal links.',
      'Next comes content. We research what your customers search for, plan pages and articles that answer it better than anyone else and measure the enquiries they bring, not just the rankings.',
    ],
    highlights: [
      { title: 'Technical audit', body: 'Crawlability, Core Web Vitals, indexing, structured data and a prioritised fix list.' },
      { title: 'Keyword and content plan', body: 'Topics mapped to search intent, with briefs your team or ours can write from.' },
      { title: 'Local search', body: 'Business profiles, location pages and reviews for every office, clinic or store.' },
      { title: 'Reporting', body: 'A monthly report linking rankings and traffic to leads, calls and revenue.' },
    ],
    projectsHeading: 'Search results we are proud of',
    projectSlugs: ['the-harbor-group', 'a-health-place', 'infinite-linux-youtube-channel'],
    showTechnologies: false,
    teamHeading: 'Your search team',
    teamSlugs: ['leila-haddad', 'chloe-dubois', 'jamal-whitfield'],
  },
  {
    path: '/artistry/logo-stationary',
    offering: 'branding',
    heading: 'Logo & Stationery',
    intro:
      'Identities that make a growing company look as good as it works: a logo, a palette and the everyday stationery that carries them.',
    image: imageOf('branding'),
    paragraphs: [
      'We learn what makes you different, explore several directions in sketches and narrow down to one identity with you. Every logo is drawn to work at the size of a favicon and on the side of a building.',
      'The identity is then applied to business cards, letterheads, envelopes, email signatures, presentation templates and social profiles, and documented in a brand guide your team and suppliers can follow.',
    ],
    highlights: [
      { title: 'Brand discovery', body: 'Workshops on audience, personality and competitors that set the direction.' },
      { title: 'Logo design', body: 'Concepts, refinement and a final mark in every format and colour variant you need.' },
      { title: 'Stationery', body: 'Business cards, letterheads, envelopes and email signatures, ready for print.' },
      { title: 'Brand guide', body: 'Rules for colour, type, spacing and imagery, with examples of correct use.' },
    ],
    projectsHeading: 'Brands we have shaped',
    projectSlugs: ['world-model-hunt', 'earth-by-humans', 'wmh-india', 'a-health-place'],
    showTechnologies: false,
    teamHeading: 'The designers behind your brand',
    teamSlugs: ['ananya-iyer', 'hana-kobayashi', 'sofia-marchetti'],
  },
]);

export function getServicePage(path: string): ServicePage | undefined {
  return servicePages.find((page) => page.path === path);
}

/** For the four static service pages: their entry always exists, so a missing one is a build error. */
export function requireServicePage(path: string): ServicePage {
  const page = getServicePage(path);
  if (!page) throw new Error(`No service page content for ${path}`);
  return page;
}

/** The words of a service page around its own copy: the same on each of the four. */
export const servicePageCopy = {
  eyebrow: 'Digital Artistry',
  start: 'Start a project',
  seeWork: 'See our work',
  approach: 'How we work',
  included: 'What is included',
  slides: 'Project slides',
  technologies: 'Technologies we use',
  technologiesIntro: 'Proven tools, chosen for each project rather than by habit, and kept up to date after launch.',
  ctaHeading: "Let's plan your project together",
  ctaText: 'A free 30-minute call to understand your goals, your timeline and what success looks like.',
  contact: 'Contact Us',
} as const;
