import { defineImage, heroTileSchema, type HeroTile, listOf } from './schemas';

/**
 * The 15 client-site screenshots of the home hero (spec 2 §3). On desktop they form a tilted grid of
 * `heroGrid.columns` by `heroGrid.rows`; `left` and `top` are each tile's top-left corner in percent of
 * the grid, filled row by row. Mobile shows 6 of them in random order.
 */
export const heroGrid = { columns: 5, rows: 3 } as const;
export const HERO_TILE_IMAGE = { width: 640, height: 400 } as const;
export const HERO_MOBILE_COUNT = 6;

const clients: { key: string; client: string; link: string; shows: string }[] = [
  { key: 'world-model-hunt', client: 'World Model Hunt', link: 'https://worldmodelhunt.example', shows: 'an editorial casting call' },
  { key: 'northwind-logistics', client: 'Northwind Logistics', link: 'https://northwind-logistics.example', shows: 'a freight quote form and route map' },
  { key: 'a-health-place', client: 'A Health Place', link: 'https://ahealthplace.example', shows: 'clinician search and online booking' },
  { key: 'solstice-energy', client: 'Solstice Energy', link: 'https://solstice-energy.example', shows: 'a solar savings calculator' },
  { key: 'mally-financial', client: 'Mally Financial', link: 'https://mallyfinancial.example', shows: 'a retirement planning chart' },
  { key: 'copperline-realty', client: 'Copperline Realty', link: 'https://copperline-realty.example', shows: 'property listings with photos' },
  { key: 'earth-by-humans', client: 'Earth by Humans', link: 'https://earthbyhumans.example', shows: 'refillable products in an online store' },
  { key: 'lighthouse-learning', client: 'Lighthouse Learning', link: 'https://lighthouse-learning.example', shows: 'after-school programme enrolment' },
  { key: 'the-harbor-group', client: 'The Harbor Group', link: 'https://theharborgroup.example', shows: 'practice areas and legal insights' },
  { key: 'tidewater-foods', client: 'Tidewater Foods', link: 'https://tidewater-foods.example', shows: 'a wholesale seafood catalogue' },
  { key: 'infinite-linux', client: 'Infinite Linux', link: 'https://infinitelinux.example', shows: 'a dark-themed video library for DevOps lessons' },
  { key: 'juniper-home-goods', client: 'Juniper Home Goods', link: 'https://juniper-home-goods.example', shows: 'a home décor collection' },
  { key: 'wmh-india', client: 'WMH India', link: 'https://wmhindia.example', shows: 'audition dates in twelve cities' },
  { key: 'fernwood-hospitality', client: 'Fernwood Hospitality', link: 'https://fernwood-hospitality.example', shows: 'lodge rooms and direct booking' },
  { key: 'crescent-health-labs', client: 'Crescent Health Labs', link: 'https://crescent-health-labs.example', shows: 'lab test kits explained in plain language' },
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
    link: entry.link,
  })),
);
