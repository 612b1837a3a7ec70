import { z } from 'zod';
import { discoverSlideSchema, defineImage, imageSchema, linkSchema, type DiscoverSlide, listOf } from './schemas';
import { site } from './site';

/** Texts and images of /discover (spec 2 "Discover overview"). */

export const DISCOVER_BACKDROP = { width: 1600, height: 900 } as const;
export const DISCOVER_SLIDE_IMAGE = { width: 960, height: 640 } as const;
export const DISCOVER_GALLERY_IMAGE = { width: 800, height: 1000 } as const;

const backdrop = (name: string, alt: string) =>
  defineImage(`/images/discover/${name}.svg`, DISCOVER_BACKDROP.width, DISCOVER_BACKDROP.height, alt);
const slideImage = (name: string, alt: string) =>
  defineImage(`/images/discover/slide-${name}.svg`, DISCOVER_SLIDE_IMAGE.width, DISCOVER_SLIDE_IMAGE.height, alt);
const galleryImage = (n: number, alt: string) =>
  defineImage(`/images/discover/gallery-${n}.svg`, DISCOVER_GALLERY_IMAGE.width, DISCOVER_GALLERY_IMAGE.height, alt);

const teaserLinkSchema = linkSchema.extend({ image: imageSchema });

const discoverCopySchema = z.object({
  teaser: z.object({
    heading: z.string().min(2),
    body: z.string().min(20),
    /** Background shown until a link is hovered. */
    defaultImage: imageSchema,
    /** Hovering a link swaps the background to its image. */
    links: listOf(teaserLinkSchema, 1),
  }),
  intro: z.object({ eyebrow: z.string().min(2), heading: z.string().min(2), paragraphs: z.array(z.string().min(40)).min(1) }),
  ourWork: z.object({
    heading: z.string().min(2),
    intro: z.string().min(20),
    readMoreLabel: z.string().min(2),
    viewAll: linkSchema,
  }),
  slides: z.object({ heading: z.string().min(2), readMoreLabel: z.string().min(2) }),
  gallery: z.object({
    heading: z.string().min(2),
    sections: z.array(z.object({ title: z.string().min(2), body: z.string().min(40), image: imageSchema })).min(3),
  }),
});
export type DiscoverCopy = z.infer<typeof discoverCopySchema>;

export const discoverCopy: DiscoverCopy = discoverCopySchema.parse({
  teaser: {
    heading: 'Dive In',
    body: `Meet the people behind ${site.name} and the clients who trusted them with their next chapter.`,
    defaultImage: backdrop('dive-in', 'Abstract illustration of overlapping light beams over a city skyline at dusk'),
    links: [
      {
        label: 'Team Mosaic',
        href: '/discover/team',
        image: backdrop('team-mosaic', 'Mosaic of illustrated portraits of team members in colourful tiles'),
      },
      {
        label: 'Success Chronicles',
        href: '/discover/testimonials',
        image: backdrop('success-chronicles', 'Illustration of client quote cards with five-star ratings'),
      },
    ],
  },
  intro: {
    eyebrow: `Since ${site.foundedYear}`,
    heading: 'Delve into Origins: Crafting Web Mastery Unveiled!',
    paragraphs: [
      `${site.name} began in ${site.address.locality} in ${site.foundedYear} as a three-person studio building websites for local businesses. Today we are a team of designers, developers, marketers and analysts helping companies grow through data, investment, finance and marketing done well.`,
      'We still work the way we started: small senior teams, weekly conversations with every client and numbers that show whether the work is paying off. From a first website to investor reporting, our job is to make the digital side of your business clear, fast and measurable.',
    ],
  },
  ourWork: {
    heading: 'Our Work',
    intro: 'A few of the projects we are proudest of, each with the results it delivered.',
    readMoreLabel: 'Read more',
    viewAll: { label: 'View All', href: '/showcase' },
  },
  slides: { heading: 'What we do best', readMoreLabel: 'Read More' },
  gallery: {
    heading: 'Inside the studio',
    sections: [
      {
        title: 'Where ideas start',
        body: 'Every engagement begins at the big table in our studio: a discovery workshop with your team, our strategists and a wall of sticky notes that becomes the project plan.',
        image: galleryImage(1, 'Illustrated workshop with a client team around a table and sticky notes on the wall'),
      },
      {
        title: 'Built in the open',
        body: 'Designers and developers sit side by side, and clients see progress every week on a live preview rather than a slideshow at the end.',
        image: galleryImage(2, 'Illustrated open-plan studio with developers at glowing screens'),
      },
      {
        title: 'Measured, not guessed',
        body: 'Our analysts set up measurement before launch, so every campaign, redesign and investment decision is judged against real numbers.',
        image: galleryImage(3, 'Illustrated presentation of quarterly charts on a large screen to an audience'),
      },
      {
        title: 'Celebrated together',
        body: 'Launch days end with a toast. Many of our clients have been with us for five years or more, and we mark their milestones as our own.',
        image: galleryImage(4, 'Illustrated rooftop celebration under string lights'),
      },
    ],
  },
});

/** The six parallax slides of /discover, each with a Read More link (spec 2). */
export const discoverSlides: DiscoverSlide[] = listOf(discoverSlideSchema, 1).parse([
  {
    title: 'Web wizardry',
    body: 'Websites that load in a blink, read clearly on any screen and turn visitors into enquiries. We research, write, design and build in one team, then keep improving after launch.',
    image: slideImage('web', 'Illustration of a responsive website on a desktop browser with layout blocks'),
    href: '/artistry/website-design',
  },
  {
    title: 'App Atelier',
    body: 'Booking apps, customer portals and tools for teams on the move, designed with the people who will use them and built once for the web, iOS and Android.',
    image: slideImage('app', 'Illustration of two smartphones with app screens and notification cards'),
    href: '/artistry',
  },
  {
    title: 'SEO. Sages',
    body: 'Technical fixes, useful content and local listings that bring the right visitors month after month, with reports that connect rankings to real enquiries.',
    image: slideImage('seo', 'Illustration of a magnifying glass over search results and a rising chart'),
    href: '/artistry',
  },
  {
    title: 'Branding Brilliance',
    body: 'Logos, colour palettes, stationery and brand guides that give a growing company a confident face, from the favicon to the side of the van.',
    image: slideImage('branding', 'Illustration of a logo mark with business cards and colour swatches'),
    href: '/artistry/logo-stationary',
  },
  {
    title: 'Marketing Maestros',
    body: 'Campaigns across search, social and email, planned around your sales cycle and measured against leads and revenue rather than likes.',
    image: slideImage('marketing', 'Illustration of a megaphone with social posts and a campaign performance chart'),
    href: '/strategy',
  },
  {
    title: 'Resource Revolution',
    body: 'Developers, designers, marketers and analysts who join your team for a sprint or a year, plus data, investment and finance reporting your board will actually read.',
    image: slideImage('resources', 'Illustration of connected team members around a shared dashboard'),
    href: '/strategy',
  },
]);
