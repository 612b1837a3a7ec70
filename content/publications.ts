import { defineImage, publicationSchema, type Publication, listOf } from './schemas';
import { site } from './site';

/** The publications of /discover/media-marvels (spec 2 "Media publications"). */

export const PUBLICATION_LOGO = { width: 320, height: 200 } as const;

export const mediaIntro = {
  heading: 'Media Marvels',
  paragraphs: [
    `Alongside client work, ${site.name} owns and publishes a small portfolio of independent periodicals on design, technology, finance and growth. Each title is edited by specialists, registered with an ISSN and read by founders, marketers and investors across North America.`,
    'Owning our publications keeps us close to the questions our clients ask. What our editors learn from readers shapes the research behind our projects, and the best of it returns to the Insight blog.',
  ],
  sectionHeading: 'Publishers as well as makers',
  publicationsHeading: 'Our publications',
  /** The badge of a publication with an ISSN. */
  issnBadge: (issn: string) => `ISSN ${issn}`,
  /** The badge of a publication with no ISSN. */
  studioJournal: 'Studio journal',
} as const;

const logo = (slug: string, name: string, kind: 'masthead' | 'wordmark') =>
  defineImage(
    `/images/publications/${slug}.svg`,
    PUBLICATION_LOGO.width,
    PUBLICATION_LOGO.height,
    kind === 'masthead' ? `${name} masthead logo` : `${name} wordmark in plain lettering`,
  );

export const publications: Publication[] = listOf(publicationSchema, 1).parse([
  {
    name: 'The Bay Digest',
    logo: logo('the-bay-digest', 'The Bay Digest', 'masthead'),
    issn: '3066-5000',
    focus: 'A monthly review of technology and business in the San Francisco Bay Area.',
  },
  {
    name: 'Pixel & Pulse',
    logo: logo('pixel-and-pulse', 'Pixel & Pulse', 'masthead'),
    issn: '3066-5027',
    focus: 'Interface design, accessibility and the craft of building for the web.',
  },
  {
    name: 'Ledger Lines',
    logo: logo('ledger-lines', 'Ledger Lines', 'masthead'),
    issn: '3066-4993',
    focus: 'Personal finance, investment and the numbers behind small businesses.',
  },
  {
    name: 'Growth Quarterly',
    logo: logo('growth-quarterly', 'Growth Quarterly', 'masthead'),
    issn: '2690-0246',
    focus: 'Long-form case studies on marketing, search and customer growth.',
  },
  {
    name: "Growth Quarterly Founders' Edition",
    logo: logo('growth-quarterly-founders-edition', "Growth Quarterly Founders' Edition", 'masthead'),
    issn: '2690-0246',
    focus: 'The yearly collection of Growth Quarterly interviews with company founders.',
  },
  {
    name: 'Signal Street',
    logo: logo('signal-street', 'Signal Street', 'masthead'),
    issn: '3066-4683',
    focus: 'Data, analytics and the technology trends that move markets.',
  },
  {
    name: 'Field Notes',
    logo: logo('field-notes', 'Field Notes', 'wordmark'),
    issn: null,
    focus: 'Short dispatches from our studio: experiments, tools and lessons from live projects.',
  },
]);
