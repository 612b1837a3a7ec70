import * as z from 'zod/mini';

/**
 * The one place an agency rebrands the site: every title, banner, label, share tag and
 * storage key is derived from these values.
 */

// zod/mini rather than zod: the chatbot runs in the browser with these values, and classic zod would
// come along with it (about 14 KB gzipped more on the contact page).
const httpsUrl = z.url({ protocol: /^https$/ });
const text = (min: number) => z.string().check(z.minLength(min));

export { sectionKeys, type SectionKey } from '@/lib/seo/sections';

export const siteSchema = z.object({
  name: text(2),
  shortName: text(2),
  description: text(20),
  taglines: z.object({
    home: text(2),
    discover: text(2),
    artistry: text(2),
    strategy: text(2),
    showcase: text(2),
    engage: text(2),
    legal: text(2),
  }),
  phone: z.object({ display: text(5), tel: z.string().check(z.regex(/^\+[0-9]{7,15}$/)) }),
  email: z.email(),
  address: z.object({
    street: text(2),
    locality: text(2),
    region: text(2),
    postalCode: text(2),
    country: text(2),
    countryCode: z.string().check(z.length(2)),
  }),
  mapEmbedUrl: httpsUrl,
  directionsUrl: httpsUrl,
  schedulingUrl: httpsUrl,
  social: z.object({
    facebook: httpsUrl,
    linkedin: httpsUrl,
    instagram: httpsUrl,
    whatsapp: httpsUrl,
    twitter: httpsUrl,
    pinterest: httpsUrl,
    youtube: httpsUrl,
  }),
  foundedYear: z.int().check(z.gte(1990), z.lte(2100)),
});

export type Site = z.infer<typeof siteSchema>;

export const site: Site = siteSchema.parse({
  name: 'Lumina Digital',
  shortName: 'Lumina',
  description:
    'Lumina Digital is a digital agency for web design, app design, SEO, branding, marketing, dedicated resources and data, investment and finance solutions.',
  taglines: {
    home: 'Gateway to Innovation',
    discover: 'Unveiling Our Saga',
    artistry: 'Canvas of Creativity',
    strategy: 'Strategic Symphonies',
    showcase: 'Portfolio Panorama',
    engage: 'Connectivity Coast',
    legal: 'Trust Trails',
  },
  phone: { display: '+1 (415) 555-0142', tel: '+14155550142' },
  email: 'hello@luminadigital.example',
  address: {
    street: '410 Market Street, Suite 1200',
    locality: 'San Francisco',
    region: 'CA',
    postalCode: '94111',
    country: 'United States',
    countryCode: 'US',
  },
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=-122.4035%2C37.7885%2C-122.3935%2C37.7945&layer=mapnik&marker=37.7915%2C-122.3985',
  directionsUrl: 'https://www.openstreetmap.org/directions?to=37.7915%2C-122.3985',
  schedulingUrl: 'https://calendly.com/lumina-digital/intro-call',
  social: {
    facebook: 'https://www.facebook.com/luminadigital',
    linkedin: 'https://www.linkedin.com/company/luminadigital',
    instagram: 'https://www.instagram.com/luminadigital',
    whatsapp: 'https://wa.me/14155550142',
    twitter: 'https://x.com/luminadigital',
    pinterest: 'https://www.pinterest.com/luminadigital',
    youtube: 'https://www.youtube.com/@luminadigital',
  },
  foundedYear: 2014,
});

/** localStorage key of the pop-up's dismissal flag, named after the brand. */
export const popupDismissedKey = `${site.shortName.toLowerCase()}-subscribed`;
