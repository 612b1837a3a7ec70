import * as z from 'zod/mini';

/**
 * The one place an agency rebrands the site: every title, banner, label, share tag and storage key, the
 * colours (Tailwind's theme, the logo, the site icon, the share images) and the placeholder links below
 * are derived from these values.
 */

// zod/mini rather than zod: the chatbot runs in the browser with these values, and classic zod would
// come along with it (about 14 KB gzipped more on the contact page).
const httpsUrl = z.url({ protocol: /^https$/ });
const text = (min: number) => z.string().check(z.minLength(min));

// Relative, not '@/': tailwind.config.ts loads this file outside the bundler, where the alias is unknown.
export { sectionKeys, type SectionKey } from './sections';

const hex = z.string().check(z.regex(/^#[0-9a-f]{6}$/i, { error: 'must be a #rrggbb colour' }));
const scale = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, hex])) as Record<K, typeof hex>);
const fullScale = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
const gradient = z.object({ from: hex, to: hex });

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
  /**
   * The palette: Tailwind's `brand-*`, `accent-*`, `ink-*` and `sun-*` classes (tailwind.config.ts), the
   * browser theme colour, the logo and the share images all read it.
   */
  colors: z.object({
    brand: scale(fullScale),
    accent: scale(['300', '400', '500', '600', '700'] as const),
    ink: scale(fullScale),
    sun: scale(['300', '400', '500'] as const),
    /** The logo mark's gradient on each section's pages (`default` elsewhere). */
    logo: z.object({
      default: gradient,
      home: gradient,
      discover: gradient,
      artistry: gradient,
      strategy: gradient,
      showcase: gradient,
      engage: gradient,
      legal: gradient,
      insight: gradient,
    }),
  }),
});

export type Site = z.infer<typeof siteSchema>;

// ======================================== PLACEHOLDERS ========================================
// Stand-ins for real addresses: the contact email and every link to a client's or partner's site
// (`.example` hosts, which lead nowhere). Replace each with the real one before launch; `npm run build`
// lists the ones still on an `.example` host when NEXT_PUBLIC_SITE_URL is not localhost.

const placeholderEmail = 'hello@luminadigital.example';

/** Client sites, linked from the hero tiles, the case studies and the client projects, by client key. */
export const clientSites: Readonly<Record<string, string>> = {
  'world-model-hunt': 'https://worldmodelhunt.example',
  'northwind-logistics': 'https://northwind-logistics.example',
  'a-health-place': 'https://ahealthplace.example',
  'solstice-energy': 'https://solstice-energy.example',
  'mally-financial': 'https://mallyfinancial.example',
  'copperline-realty': 'https://copperline-realty.example',
  'earth-by-humans': 'https://earthbyhumans.example',
  'lighthouse-learning': 'https://lighthouse-learning.example',
  'the-harbor-group': 'https://theharborgroup.example',
  'tidewater-foods': 'https://tidewater-foods.example',
  'infinite-linux': 'https://infinitelinux.example',
  'juniper-home-goods': 'https://juniper-home-goods.example',
  'wmh-india': 'https://wmhindia.example',
  'fernwood-hospitality': 'https://fernwood-hospitality.example',
  'crescent-health-labs': 'https://crescent-health-labs.example',
};

/** Partner sites, linked from the partner tiles, by partner slug. */
export const partnerSites: Readonly<Record<string, string>> = {
  'northwind-logistics': 'https://northwind-logistics.example',
  'bayview-capital': 'https://bayview-capital.example',
  'crescent-health-labs': 'https://crescent-health-labs.example',
  'solstice-energy': 'https://solstice-energy.example',
  'granite-oak-legal': 'https://granite-oak-legal.example',
  'meridian-retail': 'https://meridian-retail.example',
  'pacific-ledger-bank': 'https://pacific-ledger-bank.example',
  'helix-biotech': 'https://helix-biotech.example',
  'summit-outdoor': 'https://summit-outdoor.example',
  'copperline-realty': 'https://copperline-realty.example',
  'lighthouse-learning': 'https://lighthouse-learning.example',
  'tidewater-foods': 'https://tidewater-foods.example',
  'vantage-point-analytics': 'https://vantage-point-analytics.example',
  'juniper-home-goods': 'https://juniper-home-goods.example',
  'atlas-freight': 'https://atlas-freight.example',
  'redwood-ventures': 'https://redwood-ventures.example',
  'silverleaf-insurance': 'https://silverleaf-insurance.example',
  'orbit-mobility': 'https://orbit-mobility.example',
  'kestrel-aerospace': 'https://kestrel-aerospace.example',
  'fernwood-hospitality': 'https://fernwood-hospitality.example',
  'quartz-cloud': 'https://quartz-cloud.example',
};
// ====================================== END PLACEHOLDERS ======================================

function lookup(table: Readonly<Record<string, string>>, tableName: string, key: string): string {
  const url = table[key];
  if (!url) throw new Error(`content/site.ts: ${tableName} has no entry "${key}"`);
  return url;
}

/** The site of a client, by its key in `clientSites`. */
export const clientSite = (key: string): string => lookup(clientSites, 'clientSites', key);
/** The site of a partner, by its slug in `partnerSites`. */
export const partnerSite = (slug: string): string => lookup(partnerSites, 'partnerSites', slug);

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
  email: placeholderEmail,
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
  colors: {
    brand: {
      50: '#f2f0ff',
      100: '#e6e2ff',
      200: '#cfc8ff',
      300: '#ada1ff',
      400: '#8a76fc',
      500: '#6d55f5',
      600: '#5a3ce8',
      700: '#4b2fc9',
      800: '#3e28a3',
      900: '#332482',
      950: '#1f1552',
    },
    accent: { 300: '#67e8f9', 400: '#22d3ee', 500: '#06b6d4', 600: '#0891b2', 700: '#0e7490' },
    ink: {
      50: '#f6f7fb',
      100: '#eceef6',
      200: '#d5d9e8',
      300: '#b0b7cf',
      400: '#7c86a6',
      500: '#5b6483',
      600: '#454d6a',
      700: '#353b54',
      800: '#1f2336',
      900: '#121525',
      950: '#0a0c17',
    },
    sun: { 300: '#fcd34d', 400: '#fbbf24', 500: '#f59e0b' },
    logo: {
      default: { from: '#6d55f5', to: '#22d3ee' },
      home: { from: '#6d55f5', to: '#22d3ee' },
      discover: { from: '#f59e0b', to: '#6d55f5' },
      artistry: { from: '#ec4899', to: '#8a76fc' },
      strategy: { from: '#0891b2', to: '#22c55e' },
      showcase: { from: '#5a3ce8', to: '#f59e0b' },
      engage: { from: '#22d3ee', to: '#5a3ce8' },
      legal: { from: '#475569', to: '#6d55f5' },
      insight: { from: '#0e7490', to: '#ec4899' },
    },
  },
});

/** localStorage key of the pop-up's dismissal flag, named after the brand. */
export const popupDismissedKey = `${site.shortName.toLowerCase()}-subscribed`;

/** Where a placeholder is: `email`, `clientSites.<key>`, `partnerSites.<slug>`. */
export type PlaceholderEntry = { name: string; value: string };

/** Every value of the placeholder block, for the build's reminder. */
export function placeholderEntries(config: Pick<Site, 'email'> = site): PlaceholderEntry[] {
  return [
    { name: 'email', value: config.email },
    ...Object.entries(clientSites).map(([key, value]) => ({ name: `clientSites.${key}`, value })),
    ...Object.entries(partnerSites).map(([key, value]) => ({ name: `partnerSites.${key}`, value })),
  ];
}
