import { defineImage, heroTileSchema, type HeroTile, listOf } from './schemas';
import { clientSite } from './site';

/**
 * The 15 client-site screenshots of the home hero (spec 2 §3). On desktop they form a tilted grid of
 * `heroGrid.columns` by `heroGrid.rows`; `left` and `top` are each tile's top-left corner in percent of
 * the grid, filled row by row. Mobile shows 6 of them in random order.
 */
export const heroGrid = { columns: 5, rows: 3 } as const;
export const HERO_TILE_IMAGE = { width: 640, height: 400 } as const;
export const HERO_MOBILE_COUNT = 6;

const clients: { key: string; client: string; shows: string }[] = [
  { key: 'world-model-hunt', client: 'World Model Hunt', shows: 'an editorial casting call' },
  { key: 'northwind-logistics', client: 'Northwind Logistics', shows: 'a freight quote form and route map' },
  { key: 'a-health-place', client: 'A Health Place', shows: 'clinician search and online booking' },
  { key: 'solstice-energy', client: 'Solstice Energy', shows: 'a solar savings calculator' },
  { key: 'mally-financial', client: 'Mally Financial', shows: 'a retirement planning chart' },
  { key: 'copperline-realty', client: 'Copperline Realty', shows: 'property listings with photos' },
  { key: 'earth-by-humans', client: 'Earth by Humans', shows: 'refillable products in an online store' },
  { key: 'lighthouse-learning', client: 'Lighthouse Learning', shows: 'after-school programme enrolment' },
  { key: 'the-harbor-group', client: 'The Harbor Group', shows: 'practice areas and legal insights' },
  { key: 'tidewater-foods', client: 'Tidewater Foods', shows: 'a wholesale seafood catalogue' },
  { key: 'infinite-linux', client: 'Infinite Linux', shows: 'a dark-themed video library for DevOps lessons' },
  { key: 'juniper-home-goods', client: 'Juniper Home Goods', shows: 'a home décor collection' },
  { key: 'wmh-india', client: 'WMH India', shows: 'audition dates in twelve cities' },
  { key: 'fernwood-hospitality', client: 'Fernwood Hospitality', shows: 'lodge rooms and direct booking' },
  { key: 'crescent-health-labs', client: 'Crescent Health Labs', shows: 'lab test kits explained in plain language' },
];

const round2 = (value: number) => Math.round(value * 100) / 100;

export const heroTiles: HeroTile[] = // Mobile shows HERO_MOBILE_COUNT of them; the desktop grid has one place per tile.
listOf(heroTileSchema, HERO_MOBILE_COUNT, heroGrid.columns * heroGrid.rows).parse(
  clients.map((entry, index) => ({
    id: index + 1,
    left: round2(((index % heroGrid.columns) * 100) / heroGrid.columns),
    top: round2((Math.floor(index / heroGrid.columns) * 100) / heroGrid.rows),
    src: defineImage(
      `/images/hero/${entry.key}.svg`,
      HERO_TILE_IMAGE.width,
      HERO_TILE_IMAGE.height,
      `Screenshot of the ${entry.client} website showing ${entry.shows}`,
    ),
    alt: `${entry.client} website`,
    link: clientSite(entry.key),
  })),
);
