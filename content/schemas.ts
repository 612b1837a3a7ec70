import { z } from 'zod';

/**
 * Schemas of the static content (spec 2 §3). Every content file parses its data with these at module
 * load, so a typo in `content/` fails the build instead of reaching a visitor.
 */

/** Text a visitor reads: trimmed, never empty. */
const copy = (min = 2) => z.string().trim().min(min);

/**
 * A content list with the bounds its layout needs: at least `min` items, and at most `max` where the design
 * breaks beyond it. Layouts handle any count in between, so an agency can add a partner or a testimonial
 * without touching a component; the shipped counts are content, not rules.
 */
export function listOf<T extends z.ZodType>(item: T, min: number, max?: number) {
  const list = z.array(item).min(min);
  return max === undefined ? list : list.max(max);
}

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a kebab-case slug' });

/** A link inside the site: a path, optionally with a `#section` anchor. */
export const internalHrefSchema = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(?:#[a-z0-9-]+)?$/, { error: 'must be a site path such as /engage' });

/** Outbound links always use HTTPS. */
export const httpsUrlSchema = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

/**
 * Every image of the site ships under `public/images/` with its intrinsic size, so pages can pass
 * `width`/`height` to next/image and nothing shifts while it loads. SVG sources are served unoptimised
 * by next/image, which is what we want for vector artwork.
 */
export const imageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9\-/]+\.(?:svg|png|jpg|webp)$/, { error: 'must be a file under /images/' }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().trim().min(8, { error: 'alt text must describe the image' }),
});
export type ContentImage = z.infer<typeof imageSchema>;

/** Builds an image entry; the width and height must equal the SVG's own (a unit test checks the files). */
export function defineImage(src: string, width: number, height: number, alt: string): ContentImage {
  return { src, width, height, alt };
}

// ---------------------------------------------------------------------------------------------------
// Portfolio case study (/portfolio-profile/{slug})

export const scopeItemSchema = z.object({ scopeHeading: copy(), scopeParagraph: copy(20) });
export const websiteItemSchema = z.object({ webHeading: copy(), webParagraph: copy(20) });
export const resultItemSchema = z.object({ resultHeading: copy(), resultParagraph: copy(20) });
/** A hashtag without its `#`, e.g. `WebDesign`. */
export const tagSchema = z.object({ tag: z.string().regex(/^[A-Za-z0-9]+$/, { error: 'tags are single words' }) });

export const caseStudySchema = z.object({
  id: z.number().int().positive(),
  slug: slugSchema,
  title: copy(),
  client: copy(),
  industry: copy(),
  year: z.number().int().min(2014).max(2030),
  liveUrl: httpsUrlSchema,
  /** The cover image (cards, slides, the pinned home image). */
  img: imageSchema,
  /** The eleven images of the case study (spec fields imgs1 to imgs11). */
  gallery: listOf(imageSchema, 1),
  /** One sentence for cards and meta descriptions. */
  description: copy(40),
  introduction: copy(80),
  challenge: copy(80),
  scope: z.array(scopeItemSchema).min(3),
  solution: z.array(copy(20)).min(3),
  website: z.array(websiteItemSchema).min(3),
  /** The heading of the results section. */
  res: copy(),
  results: z.array(resultItemSchema).min(3),
  tags: z.array(tagSchema).min(3),
  conclusion: copy(80),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
/** Alias with the entity's name in the specification. */
export type PortfolioCaseStudy = CaseStudy;

// ---------------------------------------------------------------------------------------------------
// Team

export const teamMemberSchema = z
  .object({
    /** Two-digit string, e.g. `07`. */
    id: z.string().regex(/^\d{2}$/),
    slug: slugSchema,
    status: z.enum(['active', 'inactive']),
    /** Month the employment ended, e.g. `March 2025`; only inactive members have one. */
    employment: copy().optional(),
    image: imageSchema,
    name: copy(),
    designation: copy(),
    about: copy(60),
    /** May be an empty string: the profile then leaves the Superpowers text out. */
    superpowers: z.string().trim(),
  })
  .superRefine((member, ctx) => {
    if (member.status === 'active' && member.employment !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'active members have no employment end', path: ['employment'] });
    }
    if (member.status === 'inactive' && member.employment === undefined) {
      ctx.addIssue({ code: 'custom', message: 'inactive members need an employment end', path: ['employment'] });
    }
  });
export type TeamMember = z.infer<typeof teamMemberSchema>;

// ---------------------------------------------------------------------------------------------------
// Testimonials

/** The three testimonials of home, artistry and strategy. */
export const testimonialSchema = z.object({
  id: z.number().int().positive(),
  /** A CSS class token for the card's colour variant, e.g. `testimonial--sky`. */
  class: z.string().regex(/^[a-z][a-z0-9-]*$/),
  review: copy(60),
  organization: copy(),
  author: copy(),
  designation: copy(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** The 23 cards of /discover/testimonials. */
export const pageTestimonialSchema = z.object({
  id: z.number().int().positive(),
  name: copy(),
  /** Role and organisation shown under the name, e.g. `COO, Mally Financial`. */
  role: copy(),
  img: imageSchema,
  testimonial: copy(60),
});
export type PageTestimonial = z.infer<typeof pageTestimonialSchema>;

// ---------------------------------------------------------------------------------------------------
// Promotion

export const carouselCardSchema = z.object({
  title: copy(),
  paragraph: copy(30),
  btn: copy(),
  href: internalHrefSchema,
});
export type CarouselCard = z.infer<typeof carouselCardSchema>;

// ---------------------------------------------------------------------------------------------------
// Services and offerings

export const offeringKeySchema = z.enum(['web', 'app', 'seo', 'branding']);
export type OfferingKey = z.infer<typeof offeringKeySchema>;

export const offeringSchema = z.object({
  key: offeringKeySchema,
  title: copy(),
  image: imageSchema,
  content: copy(60),
  href: internalHrefSchema,
});
export type Offering = z.infer<typeof offeringSchema>;

export const serviceIconSchema = z.enum(['web', 'app', 'seo', 'branding', 'marketing', 'resources']);
export type ServiceIcon = z.infer<typeof serviceIconSchema>;

export const serviceSchema = z.object({
  title: copy(),
  description: copy(40),
  href: internalHrefSchema,
  /** Key of the icon the card draws (the stylesheet owns the icon set: `.service-icon-{key}`). */
  icon: serviceIconSchema,
});
export type Service = z.infer<typeof serviceSchema>;

/** One of the six parallax slides of /discover. */
export const discoverSlideSchema = z.object({
  title: copy(),
  body: copy(60),
  image: imageSchema,
  href: internalHrefSchema,
});
export type DiscoverSlide = z.infer<typeof discoverSlideSchema>;

export const technologySchema = z.object({
  name: copy(),
  category: copy(),
  description: copy(40),
});
export type Technology = z.infer<typeof technologySchema>;

/** /artistry/website-design, /artistry/app-design, /artistry/seo and /artistry/logo-stationary. */
export const servicePageSchema = z.object({
  path: internalHrefSchema,
  offering: offeringKeySchema,
  heading: copy(),
  intro: copy(60),
  image: imageSchema,
  paragraphs: z.array(copy(40)).min(1),
  /** What the service includes, shown as a list of short blocks. */
  highlights: z.array(z.object({ title: copy(), body: copy(30) })).min(3),
  projectsHeading: copy(),
  /** Case studies shown as project slides, linking to /portfolio-profile/{slug}. */
  projectSlugs: z.array(slugSchema).min(3),
  showTechnologies: z.boolean(),
  teamHeading: copy(),
  /** Active team members, linking to /discover/team/profile/{slug}. */
  teamSlugs: listOf(slugSchema, 1),
});
export type ServicePage = z.infer<typeof servicePageSchema>;

// ---------------------------------------------------------------------------------------------------
// Tiles and galleries

export const heroTileSchema = z.object({
  id: z.number().int().positive(),
  /** Position of the tile's top-left corner in the hero grid, in percent of the grid's width. */
  left: z.number().min(0).max(100),
  /** Position of the tile's top-left corner in the hero grid, in percent of the grid's height. */
  top: z.number().min(0).max(100),
  src: imageSchema,
  /** Short accessible name of the link (the client); `src.alt` describes the screenshot. */
  alt: copy(),
  link: httpsUrlSchema,
});
export type HeroTile = z.infer<typeof heroTileSchema>;

export const partnerTileSchema = z.object({
  name: copy(),
  /** The partner's sector, used as the tile's caption. */
  sector: copy(),
  logo: imageSchema,
  link: httpsUrlSchema,
});
export type PartnerTile = z.infer<typeof partnerTileSchema>;

export const publicationSchema = z.object({
  name: copy(),
  logo: imageSchema,
  /** `null` for the tile named by brand text only. */
  issn: z
    .string()
    .regex(/^\d{4}-\d{3}[\dX]$/)
    .nullable(),
  /** One line about the publication. */
  focus: copy(10),
});
export type Publication = z.infer<typeof publicationSchema>;

export const eventImageSchema = z.object({
  id: z.number().int().positive(),
  image: imageSchema,
});
export type EventImage = z.infer<typeof eventImageSchema>;

// ---------------------------------------------------------------------------------------------------
// Strategy

export const socialChannelSchema = z.object({
  name: copy(),
  /** Icon key, matching the keys of `site.social`. */
  network: z.enum(['facebook', 'instagram', 'linkedin', 'youtube', 'twitter', 'pinterest']),
  /** Tags without `#`. */
  tags: z.array(copy()).min(2),
  description: copy(30),
  href: httpsUrlSchema,
});
export type SocialChannel = z.infer<typeof socialChannelSchema>;

export const strategyPanelSchema = z.object({
  number: z.enum(['01', '02']),
  title: copy(),
  body: copy(60),
  points: z.array(copy(10)).min(3),
  image: imageSchema,
});
export type StrategyPanel = z.infer<typeof strategyPanelSchema>;

export const statSchema = z.object({ value: copy(1), label: copy() });
export type Stat = z.infer<typeof statSchema>;

// ---------------------------------------------------------------------------------------------------
// Showcase

/** One project blurb of /showcase/clients-work. */
export const clientProjectSchema = z.object({
  title: copy(),
  /** What kind of project it is, e.g. `DevOps video channel`. */
  kind: copy(),
  summary: copy(60),
  liveUrl: httpsUrlSchema,
  /** The matching case study, if there is one. */
  caseStudySlug: slugSchema.optional(),
  images: listOf(imageSchema, 1),
});
export type ClientProject = z.infer<typeof clientProjectSchema>;

// ---------------------------------------------------------------------------------------------------
// Pages

export const linkSchema = z.object({ label: copy(), href: internalHrefSchema });
export type ContentLink = z.infer<typeof linkSchema>;

/** Per-route texts: the heading of the page, its page title and its meta description. */
export const pageCopySchema = z.object({
  /** The `{page title}` of the document title; section roots use the brand and tagline instead. */
  title: copy(),
  /** The main heading (h1) and, for section roots, the og:title. */
  heading: copy(),
  /** Meta description, at most 155 characters so it is never cut. */
  description: copy(50).max(155),
  /** Lead line under the heading. */
  intro: copy(20),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

export const legalSectionSchema = z.object({ heading: copy(), paragraphs: z.array(copy(20)).min(1) });
export type LegalSection = z.infer<typeof legalSectionSchema>;

export const legalDocumentSchema = z.object({
  path: internalHrefSchema,
  title: copy(),
  /** ISO date, e.g. `2025-01-15`. */
  lastUpdated: z.iso.date(),
  summary: copy(40),
  sections: z.array(legalSectionSchema).min(3),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
