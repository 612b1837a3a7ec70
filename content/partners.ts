import { defineImage, partnerTileSchema, type PartnerTile, listOf } from './schemas';
import { partnerSite, site } from './site';

/**
 * The partner brands of /discover/investor-relations, the home and showcase marquees and the team
 * page strip (spec 2 §3). Logos are generated into `public/images/partners/{slug}.svg` and show the
 * partner's name, so they read on their own.
 */
export const PARTNER_LOGO = { width: 320, height: 160 } as const;

const partnerInputs: { slug: string; name: string; sector: string }[] = [
  { slug: 'northwind-logistics', name: 'Northwind Logistics', sector: 'Freight and logistics' },
  { slug: 'bayview-capital', name: 'Bayview Capital', sector: 'Private equity' },
  { slug: 'crescent-health-labs', name: 'Crescent Health Labs', sector: 'Diagnostics' },
  { slug: 'solstice-energy', name: 'Solstice Energy', sector: 'Solar energy' },
  { slug: 'granite-oak-legal', name: 'Granite & Oak Legal', sector: 'Law firm' },
  { slug: 'meridian-retail', name: 'Meridian Retail Co.', sector: 'Retail' },
  { slug: 'pacific-ledger-bank', name: 'Pacific Ledger Bank', sector: 'Community banking' },
  { slug: 'helix-biotech', name: 'Helix Biotech', sector: 'Biotechnology' },
  { slug: 'summit-outdoor', name: 'Summit Outdoor Supply', sector: 'Outdoor equipment' },
  { slug: 'copperline-realty', name: 'Copperline Realty', sector: 'Real estate' },
  { slug: 'lighthouse-learning', name: 'Lighthouse Learning', sector: 'Education' },
  { slug: 'tidewater-foods', name: 'Tidewater Foods', sector: 'Food wholesale' },
  { slug: 'vantage-point-analytics', name: 'Vantage Point Analytics', sector: 'Data analytics' },
  { slug: 'juniper-home-goods', name: 'Juniper Home Goods', sector: 'Home furnishings' },
  { slug: 'atlas-freight', name: 'Atlas Freight Systems', sector: 'Supply chain software' },
  { slug: 'redwood-ventures', name: 'Redwood Ventures', sector: 'Venture capital' },
  { slug: 'silverleaf-insurance', name: 'Silverleaf Insurance', sector: 'Insurance' },
  { slug: 'orbit-mobility', name: 'Orbit Mobility', sector: 'Urban mobility' },
  { slug: 'kestrel-aerospace', name: 'Kestrel Aerospace', sector: 'Aerospace engineering' },
  { slug: 'fernwood-hospitality', name: 'Fernwood Hospitality', sector: 'Hospitality' },
  { slug: 'quartz-cloud', name: 'Quartz Cloud Systems', sector: 'Cloud infrastructure' },
];

export const partners: PartnerTile[] = listOf(partnerTileSchema, 1).parse(
  partnerInputs.map((partner) => ({
    name: partner.name,
    sector: partner.sector,
    logo: defineImage(
      `/images/partners/${partner.slug}.svg`,
      PARTNER_LOGO.width,
      PARTNER_LOGO.height,
      `${partner.name} logo`,
    ),
    link: partnerSite(partner.slug),
  })),
);

/** The six partners of the strategy page's "Your Goals, Our Resources" section. */
export const strategyPartners: PartnerTile[] = [
  'Bayview Capital',
  'Pacific Ledger Bank',
  'Redwood Ventures',
  'Vantage Point Analytics',
  'Silverleaf Insurance',
  'Quartz Cloud Systems',
].flatMap((name) => partners.filter((partner) => partner.name === name));

/** The investor-relations page around its partner grid. */
export const investorRelationsCopy = {
  heading: 'Our partners',
  intro: (count: number) =>
    `${count} companies across finance, technology, health, retail and logistics. Some invest alongside us, some provide the data and infrastructure our projects run on, and many began as clients.`,
  ctaHeading: `Partner with ${site.name}`,
  ctaText:
    'Investors, technology providers and agencies: tell us what you would like to build together and our leadership team will get back to you within one working day.',
  contact: 'Contact Us',
} as const;
