// Lists the spec fixes word for word; unit and end-to-end tests compare the site against the same copy.

/** The slugs of the seven case studies, in the spec's order. */
export const specCaseStudySlugs = [
  'world-model-hunt',
  'wmh-india',
  'a-health-place',
  'earth-by-humans',
  'mally-financial',
  'the-harbor-group',
  'infinite-linux-youtube-channel',
];

/** The home page's section headings (h2), top to bottom. */
export const homeSectionHeadings = [
  'A digital partner for companies that mean to grow',
  'Services',
  'Portfolio',
  'Trusted by growing brands',
  'What our clients say',
  'Insights from the studio',
  'Ready to boost your online presence?',
];

/** Each home service card's title and the page it links to. */
export const homeServiceLinks: [string, string][] = [
  ['Web Wizardry', '/artistry/website-design'],
  ['App Atelier', '/artistry'],
  ['SEO. Sages', '/artistry'],
  ['Branding Brilliance', '/artistry'],
  ['Marketing Maestros', '/strategy'],
  ['Resource Revolution', '/strategy'],
];

/** Where the six "Read More" links of the Discover slides lead, in order. */
export const discoverSlideHrefs = [
  '/artistry/website-design',
  '/artistry',
  '/artistry',
  '/artistry/logo-stationary',
  '/strategy',
  '/strategy',
];

/** The ISSNs of the Media Marvels publication tiles, in order (one title has two editions). */
export const mediaIssns = [
  'ISSN 3066-5000',
  'ISSN 3066-5027',
  'ISSN 3066-4993',
  'ISSN 2690-0246',
  'ISSN 2690-0246',
  'ISSN 3066-4683',
];
