#!/usr/bin/env node
/**
 * Generates every image under public/images/ as small, self-contained SVG files: site mock-ups for the
 * hero tiles and case studies, illustrated portraits, partner and publication marks, event scenes and
 * section illustrations. The output is deterministic (a seeded generator per file), so the script can be
 * rerun at any time and only changes files whose drawing code changed.
 *
 * The file names and sizes must match the data in content/*.ts; tests/unit/content.test.ts checks that
 * every image referenced by the content exists with the width and height recorded there.
 *
 * Usage: `npm run images` (node scripts/generate-images.mjs) rewrites public/images/; with `--check` it writes
 * nothing and exits 1, naming the files, when public/images/ is not exactly what it draws.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
// The stylesheet's marks (app/globals.css): small hand-drawn icons kept beside the illustrations, not drawn
// here; the unit tests of the components that show them check their drawings.
const MARKS = 'marks';
const FONT = 'system-ui, sans-serif';
const SERIF = 'Georgia, serif';

// ---------------------------------------------------------------------------------------------------
// Utilities

function hash(text) {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32, seeded from a string so every file has its own stable sequence. */
function rng(seed) {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r, min, max) => min + (max - min) * r();
const pick = (r, list) => list[Math.floor(r() * list.length)];
const f = (v) => String(Math.round(v * 10) / 10);
const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function toRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}
function toHex(rgb) {
  return `#${rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
}
function mix(a, b, t) {
  const A = toRgb(a);
  const B = toRgb(b);
  return toHex(A.map((v, i) => v + (B[i] - v) * t));
}
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);
function luminance(hex) {
  const [r, g, b] = toRgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const onColor = (bg) => (luminance(bg) > 0.45 ? '#111827' : '#ffffff');

/** Unique ids for gradients and filters inside one file. */
let idCounter = 0;
const uid = (prefix) => `${prefix}${(idCounter += 1)}`;

const R = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${extra}/>`;
const C = (cx, cy, r, fill, extra = '') => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const E = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const P = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const T = (x, y, size, fill, text, extra = '') =>
  `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" fill="${fill}"${extra}>${esc(text)}</text>`;
/** A rounded bar standing in for a line of small text. */
const bar = (x, y, w, h, fill, opacity = 1) => R(x, y, w, h, fill, h / 2, opacity < 1 ? ` opacity="${opacity}"` : '');
const lin = (id, from, to, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
const shadowFilter = (id, blur = 14, opacity = 0.18, dy = 10) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="#0f172a" flood-opacity="${opacity}"/></filter>`;

function svg(width, height, body) {
  idCounter = 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">${body}</svg>\n`;
}

/** Scales a drawing made for bw x bh to cover w x h, centred (like object-fit: cover). */
function cover(w, h, bw, bh, body, background) {
  const s = Math.max(w / bw, h / bh);
  const tx = (w - bw * s) / 2;
  const ty = (h - bh * s) / 2;
  return `${R(0, 0, w, h, background)}<g transform="translate(${f(tx)} ${f(ty)}) scale(${Math.round(s * 1000) / 1000})">${body}</g>`;
}

/** Splits text into lines of at most `max` characters, on spaces. */
function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const files = new Map();
function emit(path, content) {
  if (files.has(path)) throw new Error(`Duplicate image ${path}`);
  files.set(path, content);
}

// ---------------------------------------------------------------------------------------------------
// Brands: the clients whose sites appear in the hero grid and the case studies

const LIGHT = { surface: '#ffffff', ink: '#1f2937', muted: '#9ca3af', line: '#e5e7eb' };
const DARK = { surface: '#161b22', ink: '#e6edf3', muted: '#6e7681', line: '#30363d' };

const brandList = [
  {
    key: 'world-model-hunt', name: 'World Model Hunt', domain: 'worldmodelhunt.example', kind: 'fashion',
    tagline: 'Find the faces of tomorrow', cta: 'Apply now', nav: ['Castings', 'Models', 'Agencies', 'Apply'],
    features: ['Open castings', 'Scout boards', 'Polaroid guide'],
    items: ['Open castings', 'Model profiles', 'Agency boards', 'Polaroid guide', 'Casting calendar', 'Finalists'],
    article: 'Inside the Milan final', video: 'Behind the scenes: casting day in Lisbon',
    primary: '#1c1917', second: '#be123c', accent: '#d4a373', bg: '#faf7f2',
  },
  {
    key: 'wmh-india', name: 'WMH India', domain: 'wmhindia.example', kind: 'fashion',
    tagline: "India's search for new faces", cta: 'Book a slot', nav: ['Auditions', 'Cities', 'Winners', 'Register'],
    features: ['Twelve cities', 'Book in a minute', 'Winners gallery'],
    items: ['Mumbai', 'Delhi', 'Bengaluru', 'Kolkata', 'Chennai', 'Jaipur'],
    article: 'Meet the Mumbai winners', video: 'Audition tips from last year\u2019s finalists',
    primary: '#581c87', second: '#db2777', accent: '#f59e0b', bg: '#fff7ed',
  },
  {
    key: 'a-health-place', name: 'A Health Place', domain: 'ahealthplace.example', kind: 'health',
    tagline: 'Care that fits your life', cta: 'Book a visit', nav: ['Services', 'Clinicians', 'Locations', 'Book'],
    features: ['Physiotherapy', 'Nutrition', 'Counselling'],
    items: ['Physiotherapy', 'Nutrition', 'Counselling', 'Sports injuries', 'Pregnancy care', 'Back pain'],
    article: 'Five habits for a healthier back', video: 'Stretches for desk workers',
    primary: '#0f766e', second: '#0ea5e9', accent: '#fb7185', bg: '#f0fdfa',
  },
  {
    key: 'earth-by-humans', name: 'Earth by Humans', domain: 'earthbyhumans.example', kind: 'eco',
    tagline: 'Everyday goods, lighter footprint', cta: 'Shop refills', nav: ['Shop', 'Refills', 'Impact', 'Journal'],
    features: ['Plastic-free', 'Refill plans', 'Impact calculator'],
    items: ['Hand soap', 'Dish liquid', 'Shampoo bar', 'Laundry', 'Surface spray', 'Starter kit'],
    article: 'What one refill really saves', video: 'How our aluminium bottles are made',
    primary: '#3f6212', second: '#bc6c25', accent: '#84cc16', bg: '#fefae0',
  },
  {
    key: 'mally-financial', name: 'Mally Financial', domain: 'mallyfinancial.example', kind: 'finance',
    tagline: 'Wealth planning with clarity', cta: 'Book a call', nav: ['Planning', 'Investing', 'Fees', 'Advisers'],
    features: ['Retirement planning', 'Transparent fees', 'Equity compensation'],
    items: ['Retirement', 'Tax planning', 'Education savings', 'Equity plans', 'Estate planning', 'Insurance'],
    article: 'Planning for retirement at forty', video: 'How our flat fee works',
    primary: '#0b2545', second: '#13315c', accent: '#10b981', bg: '#f8fafc',
  },
  {
    key: 'the-harbor-group', name: 'The Harbor Group', domain: 'theharborgroup.example', kind: 'legal',
    tagline: 'Counsel for companies on the move', cta: 'Start a matter', nav: ['Practices', 'People', 'Insights', 'Offices'],
    features: ['Corporate', 'Employment', 'Cross-border trade'],
    items: ['Raising a round', 'Hiring abroad', 'Selling a company', 'Contracts', 'Data privacy', 'Trade'],
    article: 'New rules for remote hiring', video: 'Webinar: preparing for due diligence',
    primary: '#1e3a5f', second: '#0f172a', accent: '#c2763b', bg: '#f5f5f4',
  },
  {
    key: 'infinite-linux', name: 'Infinite Linux', domain: 'infinitelinux.example', kind: 'devops', dark: true,
    tagline: 'Linux and DevOps, one episode at a time', cta: 'Start learning', nav: ['Episodes', 'Paths', 'Labs', 'Courses'],
    features: ['600+ episodes', 'Learning paths', 'Hands-on labs'],
    items: ['Shell basics', 'systemd', 'Docker', 'Kubernetes', 'Terraform', 'CI pipelines'],
    article: 'Zero-downtime deploys with systemd', video: 'Kubernetes in production, episode 112',
    primary: '#0d1117', second: '#1f6feb', accent: '#3fb950', bg: '#0d1117',
  },
  {
    key: 'northwind-logistics', name: 'Northwind Logistics', domain: 'northwind-logistics.example', kind: 'logistics',
    tagline: 'Freight that arrives on time', cta: 'Get a quote', nav: ['Services', 'Tracking', 'Network', 'Quote'],
    features: ['Full truckload', 'Live tracking', 'Warehousing'],
    primary: '#1d4ed8', second: '#0f172a', accent: '#f97316', bg: '#f8fafc',
  },
  {
    key: 'solstice-energy', name: 'Solstice Energy', domain: 'solstice-energy.example', kind: 'energy',
    tagline: 'Power your home with sunlight', cta: 'See my savings', nav: ['Solar', 'Batteries', 'Savings', 'Install'],
    features: ['Savings calculator', 'Battery storage', '25-year warranty'],
    primary: '#0c4a6e', second: '#0369a1', accent: '#facc15', bg: '#f0f9ff',
  },
  {
    key: 'copperline-realty', name: 'Copperline Realty', domain: 'copperline-realty.example', kind: 'realty',
    tagline: 'Find a home in the city', cta: 'Search homes', nav: ['Buy', 'Sell', 'Rent', 'Agents'],
    features: ['New listings', 'Neighbourhood guides', 'Home valuation'],
    primary: '#292524', second: '#57534e', accent: '#c2410c', bg: '#fafaf9',
  },
  {
    key: 'lighthouse-learning', name: 'Lighthouse Learning', domain: 'lighthouse-learning.example', kind: 'education',
    tagline: 'After school, brighter futures', cta: 'Enrol today', nav: ['Programmes', 'Tutors', 'Locations', 'Enrol'],
    features: ['Maths club', 'Coding lab', 'Reading circle'],
    primary: '#1e3a8a', second: '#b91c1c', accent: '#fbbf24', bg: '#fffbeb',
  },
  {
    key: 'tidewater-foods', name: 'Tidewater Foods', domain: 'tidewater-foods.example', kind: 'food',
    tagline: 'Pacific seafood, dock to kitchen', cta: 'Order wholesale', nav: ['Catalogue', 'Sourcing', 'Chefs', 'Order'],
    features: ['Daily catch', 'Chef pricing', 'Next-day delivery'],
    primary: '#115e59', second: '#0e7490', accent: '#f43f5e', bg: '#ecfeff',
  },
  {
    key: 'juniper-home-goods', name: 'Juniper Home Goods', domain: 'juniper-home-goods.example', kind: 'home',
    tagline: 'Made for slow mornings', cta: 'Shop the edit', nav: ['Living', 'Kitchen', 'Bedroom', 'Gifts'],
    features: ['Linen bedding', 'Ceramics', 'Lighting'],
    primary: '#365314', second: '#a16207', accent: '#f9a8d4', bg: '#fdf8f3',
  },
  {
    key: 'fernwood-hospitality', name: 'Fernwood Hospitality', domain: 'fernwood-hospitality.example', kind: 'hospitality',
    tagline: 'Three lodges, one forest', cta: 'Book direct', nav: ['Lodges', 'Rooms', 'Dining', 'Offers'],
    features: ['Forest cabins', 'Farm dining', 'Spa weekends'],
    primary: '#14532d', second: '#1c1917', accent: '#eab308', bg: '#f7f5ef',
  },
  {
    key: 'crescent-health-labs', name: 'Crescent Health Labs', domain: 'crescent-health-labs.example', kind: 'lab',
    tagline: 'Lab tests, explained simply', cta: 'Order a kit', nav: ['Tests', 'How it works', 'Science', 'Results'],
    features: ['At-home kits', 'Doctor review', 'Results in 3 days'],
    primary: '#4c1d95', second: '#6d28d9', accent: '#2dd4bf', bg: '#faf5ff',
  },
];

for (const brand of brandList) Object.assign(brand, brand.dark ? DARK : LIGHT, { onAccent: onColor(brand.accent) });
const brands = Object.fromEntries(brandList.map((brand) => [brand.key, brand]));

/** A geometric logo mark centred on (cx, cy), chosen by the brand name. */
function mark(name, cx, cy, size, c1, c2) {
  const s = size / 2;
  const type = hash(name) % 8;
  switch (type) {
    case 0:
      return C(cx, cy, s, c1) + C(cx, cy, s * 0.45, c2);
    case 1:
      return `<g transform="rotate(45 ${f(cx)} ${f(cy)})">${R(cx - s * 0.72, cy - s * 0.72, s * 1.44, s * 1.44, c1, s * 0.2)}${R(cx - s * 0.3, cy - s * 0.3, s * 0.6, s * 0.6, c2, s * 0.1)}</g>`;
    case 2:
      return C(cx - s * 0.35, cy, s * 0.65, c1) + C(cx + s * 0.35, cy, s * 0.65, c2, ' opacity=".85"');
    case 3:
      return P(`M${f(cx - s)} ${f(cy + s * 0.8)}L${f(cx - s * 0.2)} ${f(cy - s * 0.8)}L${f(cx + s * 0.6)} ${f(cy + s * 0.8)}Z`, c1) +
        P(`M${f(cx - s * 0.1)} ${f(cy + s * 0.8)}L${f(cx + s * 0.45)} ${f(cy - s * 0.2)}L${f(cx + s)} ${f(cy + s * 0.8)}Z`, c2);
    case 4: {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${f(cx + s * Math.cos(a))} ${f(cy + s * Math.sin(a))}`;
      });
      return P(`M${pts.join('L')}Z`, c1) + C(cx, cy, s * 0.38, c2);
    }
    case 5:
      return R(cx - s, cy + s * 0.2, s * 0.5, s * 0.8, c2, s * 0.12) + R(cx - s * 0.25, cy - s * 0.3, s * 0.5, s * 1.3, c1, s * 0.12) +
        R(cx + s * 0.5, cy - s, s * 0.5, s * 2, c1, s * 0.12);
    case 6:
      return P(`M${f(cx)} ${f(cy - s)}A${f(s)} ${f(s)} 0 0 1 ${f(cx + s)} ${f(cy)}H${f(cx)}Z`, c1) +
        P(`M${f(cx)} ${f(cy + s)}A${f(s)} ${f(s)} 0 0 1 ${f(cx - s)} ${f(cy)}H${f(cx)}Z`, c1) +
        P(`M${f(cx - s)} ${f(cy)}A${f(s)} ${f(s)} 0 0 1 ${f(cx)} ${f(cy - s)}V${f(cy)}Z`, c2);
    default:
      return C(cx, cy, s, c1) +
        P(`M${f(cx - s * 0.8)} ${f(cy + s * 0.15)}q${f(s * 0.4)} ${f(-s * 0.5)} ${f(s * 0.8)} 0t${f(s * 0.8)} 0`, 'none', ` stroke="${c2}" stroke-width="${f(s * 0.22)}" stroke-linecap="round"`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Mock-up building blocks (drawn on a virtual page 1200 units wide)

function heroArt(b, x, y, w, h) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const s = Math.min(w, h) / 2;
  const soft = lighten(b.accent, 0.75);
  switch (b.kind) {
    case 'fashion':
      return P(`M${f(cx - s * 0.7)} ${f(y + h)}V${f(cy - s * 0.2)}a${f(s * 0.7)} ${f(s * 0.7)} 0 0 1 ${f(s * 1.4)} 0V${f(y + h)}Z`, lighten(b.second, 0.55)) +
        E(cx, cy - s * 0.36, s * 0.21, s * 0.3, '#1c1917') + R(cx - s * 0.045, cy - s * 0.34, s * 0.09, s * 0.12, '#c68642') +
        C(cx, cy - s * 0.46, s * 0.15, '#e0ac69') +
        P(`M${f(cx - s * 0.155)} ${f(cy - s * 0.46)}a${f(s * 0.155)} ${f(s * 0.155)} 0 0 1 ${f(s * 0.31)} 0q${f(-s * 0.18)} ${f(-s * 0.1)} ${f(-s * 0.31)} 0z`, '#1c1917') +
        P(`M${f(cx - s * 0.2)} ${f(cy - s * 0.25)}h${f(s * 0.4)}l${f(s * 0.18)} ${f(s * 1.25)}h${f(-s * 0.76)}Z`, b.accent) +
        R(cx + s * 0.45, cy - s * 0.7, s * 0.35, s * 0.45, '#ffffff', 4, ' opacity=".9"');
    case 'health':
      return C(cx, cy, s * 0.85, soft) + R(cx - s * 0.14, cy - s * 0.5, s * 0.28, s, '#ffffff', 6) +
        R(cx - s * 0.5, cy - s * 0.14, s, s * 0.28, '#ffffff', 6) +
        P(`M${f(x)} ${f(cy + s * 0.7)}h${f(w * 0.3)}l${f(s * 0.15)} ${f(-s * 0.3)}l${f(s * 0.2)} ${f(s * 0.5)}l${f(s * 0.15)} ${f(-s * 0.2)}H${f(x + w)}`, 'none', ` stroke="${b.accent}" stroke-width="6" stroke-linejoin="round"`);
    case 'eco':
      return C(cx, cy, s * 0.85, lighten(b.accent, 0.7)) +
        R(cx - s * 0.22, cy - s * 0.35, s * 0.44, s * 0.95, '#d6d3d1', s * 0.12) + R(cx - s * 0.12, cy - s * 0.5, s * 0.24, s * 0.18, '#a8a29e', 4) +
        R(cx - s * 0.22, cy, s * 0.44, s * 0.3, b.second, 0) +
        P(`M${f(cx + s * 0.3)} ${f(cy + s * 0.3)}c${f(s * 0.1)} ${f(-s * 0.6)} ${f(s * 0.5)} ${f(-s * 0.7)} ${f(s * 0.6)} ${f(-s * 0.7)}c0 ${f(s * 0.4)} ${f(-s * 0.2)} ${f(s * 0.7)} ${f(-s * 0.6)} ${f(s * 0.7)}Z`, b.primary) +
        P(`M${f(cx - s * 0.3)} ${f(cy + s * 0.4)}c${f(-s * 0.1)} ${f(-s * 0.5)} ${f(-s * 0.4)} ${f(-s * 0.6)} ${f(-s * 0.5)} ${f(-s * 0.6)}c0 ${f(s * 0.35)} ${f(s * 0.15)} ${f(s * 0.6)} ${f(s * 0.5)} ${f(s * 0.6)}Z`, b.accent);
    case 'finance': {
      const pts = [0.8, 0.7, 0.74, 0.55, 0.6, 0.42, 0.3, 0.2].map((v, i) => `${f(x + 20 + (i * (w - 40)) / 7)} ${f(y + h * v)}`);
      return R(x, y + h * 0.05, w, h * 0.9, '#ffffff', 16) + P(`M${pts.join('L')}V${f(y + h * 0.9)}H${f(x + 20)}Z`, lighten(b.accent, 0.8)) +
        P(`M${pts.join('L')}`, 'none', ` stroke="${b.accent}" stroke-width="5" stroke-linejoin="round"`) +
        C(x + w - 20, y + h * 0.2, 8, b.accent) + bar(x + 24, y + h * 0.12, 120, 10, b.primary, 0.8);
    }
    case 'legal':
      return P(`M${f(cx - s * 0.8)} ${f(cy - s * 0.3)}L${f(cx)} ${f(cy - s * 0.75)}L${f(cx + s * 0.8)} ${f(cy - s * 0.3)}Z`, b.accent) +
        [0, 1, 2, 3].map((i) => R(cx - s * 0.65 + i * s * 0.38, cy - s * 0.2, s * 0.18, s * 0.7, '#ffffff', 3)).join('') +
        R(cx - s * 0.85, cy + s * 0.5, s * 1.7, s * 0.15, b.accent, 3) + R(cx - s, cy + s * 0.65, s * 2, s * 0.12, lighten(b.accent, 0.4), 3);
    case 'devops':
      return R(x, y, w, h, '#010409', 14, ` stroke="${b.line}"`) + C(x + 20, y + 18, 5, '#ff5f57') + C(x + 36, y + 18, 5, '#febc2e') + C(x + 52, y + 18, 5, '#28c840') +
        T(x + 20, y + 62, 18, b.accent, '$ kubectl get pods', ' font-family="ui-monospace, monospace"') +
        [0.42, 0.3, 0.55, 0.36, 0.48].map((v, i) => bar(x + 20, y + 84 + i * 26, w * v, 10, i % 2 ? b.second : '#8b949e', 0.85)).join('') +
        T(x + 20, y + 84 + 5 * 26 + 10, 18, b.accent, '$ _', ' font-family="ui-monospace, monospace"');
    case 'logistics':
      return R(x, y, w, h, lighten(b.primary, 0.85), 16) +
        P(`M${f(x + 30)} ${f(y + h - 40)}C${f(x + w * 0.3)} ${f(y + 40)} ${f(x + w * 0.6)} ${f(y + h)} ${f(x + w - 40)} ${f(y + 50)}`, 'none', ` stroke="${b.primary}" stroke-width="5" stroke-dasharray="12 10"`) +
        C(x + 30, y + h - 40, 12, b.accent) + C(x + w - 40, y + 50, 12, b.accent) +
        R(x + w * 0.4, y + h * 0.55, 90, 46, b.primary, 6) + R(x + w * 0.4 + 90, y + h * 0.55 + 14, 34, 32, b.second, 6) +
        C(x + w * 0.4 + 20, y + h * 0.55 + 50, 9, '#1f2937') + C(x + w * 0.4 + 100, y + h * 0.55 + 50, 9, '#1f2937');
    case 'energy':
      return C(cx + s * 0.35, cy - s * 0.35, s * 0.35, b.accent) +
        [...Array(8)].map((_, i) => {
          const a = (Math.PI / 4) * i;
          return P(`M${f(cx + s * 0.35 + Math.cos(a) * s * 0.45)} ${f(cy - s * 0.35 + Math.sin(a) * s * 0.45)}L${f(cx + s * 0.35 + Math.cos(a) * s * 0.6)} ${f(cy - s * 0.35 + Math.sin(a) * s * 0.6)}`, 'none', ` stroke="${b.accent}" stroke-width="5" stroke-linecap="round"`);
        }).join('') +
        P(`M${f(cx - s)} ${f(cy + s * 0.8)}L${f(cx - s * 0.55)} ${f(cy)}H${f(cx + s * 0.55)}L${f(cx + s * 0.2)} ${f(cy + s * 0.8)}Z`, b.second) +
        P(`M${f(cx - s * 0.78)} ${f(cy + s * 0.4)}H${f(cx + s * 0.38)}M${f(cx - s * 0.2)} ${f(cy)}L${f(cx - s * 0.4)} ${f(cy + s * 0.8)}M${f(cx + s * 0.18)} ${f(cy)}L${f(cx - s * 0.02)} ${f(cy + s * 0.8)}`, 'none', ' stroke="#ffffff" stroke-width="3" opacity=".7"');
    case 'realty':
      return R(x + w * 0.1, y + h * 0.35, w * 0.22, h * 0.6, lighten(b.second, 0.6), 4) + R(x + w * 0.7, y + h * 0.25, w * 0.2, h * 0.7, lighten(b.second, 0.7), 4) +
        P(`M${f(cx - s * 0.6)} ${f(cy)}L${f(cx)} ${f(cy - s * 0.55)}L${f(cx + s * 0.6)} ${f(cy)}V${f(cy + s * 0.8)}H${f(cx - s * 0.6)}Z`, b.accent) +
        R(cx - s * 0.12, cy + s * 0.35, s * 0.24, s * 0.45, '#ffffff', 3) + R(cx - s * 0.45, cy + s * 0.1, s * 0.2, s * 0.18, '#ffffff', 2) + R(cx + s * 0.25, cy + s * 0.1, s * 0.2, s * 0.18, '#ffffff', 2);
    case 'education':
      return C(cx, cy, s * 0.85, lighten(b.accent, 0.6)) +
        P(`M${f(cx)} ${f(cy - s * 0.2)}C${f(cx - s * 0.3)} ${f(cy - s * 0.4)} ${f(cx - s * 0.6)} ${f(cy - s * 0.35)} ${f(cx - s * 0.75)} ${f(cy - s * 0.25)}V${f(cy + s * 0.45)}C${f(cx - s * 0.55)} ${f(cy + s * 0.35)} ${f(cx - s * 0.25)} ${f(cy + s * 0.35)} ${f(cx)} ${f(cy + s * 0.55)}Z`, '#ffffff') +
        P(`M${f(cx)} ${f(cy - s * 0.2)}C${f(cx + s * 0.3)} ${f(cy - s * 0.4)} ${f(cx + s * 0.6)} ${f(cy - s * 0.35)} ${f(cx + s * 0.75)} ${f(cy - s * 0.25)}V${f(cy + s * 0.45)}C${f(cx + s * 0.55)} ${f(cy + s * 0.35)} ${f(cx + s * 0.25)} ${f(cy + s * 0.35)} ${f(cx)} ${f(cy + s * 0.55)}Z`, lighten(b.primary, 0.85)) +
        P(`M${f(cx)} ${f(cy - s * 0.75)}l${f(s * 0.07)} ${f(s * 0.15)}l${f(s * 0.16)} ${f(s * 0.02)}l${f(-s * 0.12)} ${f(s * 0.11)}l${f(s * 0.04)} ${f(s * 0.16)}l${f(-s * 0.15)} ${f(-s * 0.08)}l${f(-s * 0.15)} ${f(s * 0.08)}l${f(s * 0.04)} ${f(-s * 0.16)}l${f(-s * 0.12)} ${f(-s * 0.11)}l${f(s * 0.16)} ${f(-s * 0.02)}Z`, b.second);
    case 'food':
      return C(cx, cy, s * 0.8, '#ffffff') + C(cx, cy, s * 0.62, lighten(b.second, 0.85)) +
        E(cx - s * 0.05, cy, s * 0.42, s * 0.2, b.accent) + P(`M${f(cx + s * 0.3)} ${f(cy)}l${f(s * 0.3)} ${f(-s * 0.2)}v${f(s * 0.4)}Z`, b.accent) +
        C(cx - s * 0.28, cy - s * 0.04, s * 0.04, '#ffffff') +
        P(`M${f(x)} ${f(y + h * 0.92)}q${f(w / 8)} ${f(-20)} ${f(w / 4)} 0t${f(w / 4)} 0t${f(w / 4)} 0t${f(w / 4)} 0`, 'none', ` stroke="${b.second}" stroke-width="6"`);
    case 'home':
      return C(cx - s * 0.2, cy, s * 0.85, lighten(b.accent, 0.6), ' opacity=".5"') +
        R(cx - s * 0.9, cy + s * 0.2, s * 1.3, s * 0.45, lighten(b.primary, 0.35), s * 0.15) + R(cx - s * 0.95, cy + s * 0.05, s * 0.25, s * 0.6, lighten(b.primary, 0.2), s * 0.1) +
        R(cx + s * 0.2, cy + s * 0.05, s * 0.25, s * 0.6, lighten(b.primary, 0.2), s * 0.1) + R(cx - s * 0.7, cy - s * 0.05, s * 0.4, s * 0.28, b.accent, s * 0.1) +
        R(cx + s * 0.62, cy - s * 0.35, s * 0.06, s, '#57534e') + P(`M${f(cx + s * 0.4)} ${f(cy - s * 0.3)}L${f(cx + s * 0.52)} ${f(cy - s * 0.7)}H${f(cx + s * 0.78)}L${f(cx + s * 0.9)} ${f(cy - s * 0.3)}Z`, b.second);
    case 'hospitality':
      return R(x, y, w, h, lighten(b.primary, 0.2), 16) + C(x + w * 0.75, y + h * 0.25, s * 0.16, '#fef3c7') +
        P(`M${f(x)} ${f(y + h * 0.75)}L${f(x + w * 0.3)} ${f(y + h * 0.35)}L${f(x + w * 0.55)} ${f(y + h * 0.7)}L${f(x + w * 0.75)} ${f(y + h * 0.45)}L${f(x + w)} ${f(y + h * 0.75)}V${f(y + h)}H${f(x)}Z`, darken(b.primary, 0.35)) +
        P(`M${f(cx - 40)} ${f(y + h * 0.8)}L${f(cx)} ${f(y + h * 0.6)}L${f(cx + 40)} ${f(y + h * 0.8)}Z`, b.accent) + R(cx - 30, y + h * 0.8, 60, 30, darken(b.accent, 0.3));
    default:
      return C(cx, cy, s * 0.85, lighten(b.accent, 0.65)) +
        P(`M${f(cx - s * 0.15)} ${f(cy - s * 0.6)}h${f(s * 0.3)}v${f(s * 0.4)}l${f(s * 0.35)} ${f(s * 0.6)}q${f(s * 0.05)} ${f(s * 0.15)} ${f(-s * 0.12)} ${f(s * 0.15)}h${f(-s * 0.76)}q${f(-s * 0.17)} 0 ${f(-s * 0.12)} ${f(-s * 0.15)}l${f(s * 0.35)} ${f(-s * 0.6)}Z`, '#ffffff') +
        P(`M${f(cx - s * 0.34)} ${f(cy + s * 0.2)}h${f(s * 0.68)}l${f(s * 0.14)} ${f(s * 0.22)}q${f(s * 0.05)} ${f(s * 0.13)} ${f(-s * 0.12)} ${f(s * 0.13)}h${f(-s * 0.72)}q${f(-s * 0.17)} 0 ${f(-s * 0.12)} ${f(-s * 0.13)}Z`, b.second) +
        C(cx + s * 0.05, cy + s * 0.35, s * 0.05, '#ffffff') + C(cx - s * 0.12, cy + s * 0.3, s * 0.03, '#ffffff');
  }
}

function nav(b) {
  let out = R(0, 0, 1200, 64, b.surface) + R(0, 63, 1200, 1, b.line);
  out += mark(b.name, 52, 32, 28, b.dark ? b.accent : b.primary, b.dark ? b.second : b.accent);
  out += T(76, 38, 17, b.ink, b.name, ' font-weight="700"');
  const ctaW = b.cta.length * 7.6 + 36;
  out += R(1200 - 48 - ctaW, 15, ctaW, 34, b.accent, 17) + T(1200 - 48 - ctaW / 2, 37, 13, b.onAccent, b.cta, ' font-weight="600" text-anchor="middle"');
  let x = 1200 - 48 - ctaW - 28;
  for (const item of [...b.nav].reverse()) {
    const w = item.length * 7.2;
    x -= w;
    out += T(x, 37, 13, b.ink, item, ' opacity=".8"');
    x -= 26;
  }
  return out;
}

function cardRow(b, y, titles) {
  return titles.map((title, i) => {
    const x = 80 + i * 353;
    return R(x, y, 333, 170, b.surface, 14, ` stroke="${b.line}"`) + C(x + 44, y + 44, 20, lighten(b.accent, b.dark ? 0.1 : 0.7)) +
      T(x + 24, y + 96, 17, b.ink, title, ' font-weight="600"') + bar(x + 24, y + 112, 250, 8, b.muted, 0.6) + bar(x + 24, y + 128, 200, 8, b.muted, 0.6);
  }).join('');
}

function layoutHome(b) {
  const g = uid('h');
  const heroFrom = b.dark ? '#0d1117' : b.primary;
  const heroTo = b.dark ? '#161b22' : mix(b.primary, b.second, 0.6);
  const lines = wrap(b.tagline, 20);
  let out = `<defs>${lin(g, heroFrom, heroTo)}</defs>` + R(0, 0, 1200, 2000, b.bg) + nav(b) + R(0, 64, 1200, 440, `url(#${g})`);
  out += lines.map((line, i) => T(80, 190 + i * 54 - (lines.length - 2) * 27, 46, '#ffffff', line, ' font-weight="800"')).join('');
  out += bar(80, 300, 420, 12, '#ffffff', 0.55) + bar(80, 322, 340, 12, '#ffffff', 0.55);
  out += R(80, 362, b.cta.length * 9 + 48, 50, b.accent, 25) + T(104, 393, 16, b.onAccent, b.cta, ' font-weight="700"');
  out += R(80 + b.cta.length * 9 + 64, 362, 140, 50, 'none', 25, ' stroke="#ffffff" stroke-opacity=".7" stroke-width="2"') +
    T(80 + b.cta.length * 9 + 134, 393, 16, '#ffffff', 'Learn more', ' text-anchor="middle"');
  out += heroArt(b, 700, 104, 420, 360);
  out += cardRow(b, 544, b.features);
  return out;
}

function layoutServices(b, r) {
  let out = R(0, 0, 1200, 2000, b.bg) + nav(b) + T(80, 140, 32, b.ink, 'What we offer', ' font-weight="700"') + bar(80, 160, 380, 10, b.muted, 0.6);
  b.items.forEach((item, i) => {
    const x = 80 + (i % 3) * 353;
    const y = 196 + Math.floor(i / 3) * 270;
    const tint = [b.accent, b.second, b.primary][i % 3];
    out += R(x, y, 333, 250, b.surface, 16, ` stroke="${b.line}"`) + R(x, y, 333, 130, lighten(tint, b.dark ? 0.15 : 0.7), 16) + R(x, y + 110, 333, 20, lighten(tint, b.dark ? 0.15 : 0.7));
    out += C(x + between(r, 90, 240), y + 65, between(r, 26, 44), tint, ' opacity=".55"') + R(x + between(r, 40, 200), y + 40, 70, 50, '#ffffff', 8, ' opacity=".7"');
    out += T(x + 22, y + 166, 18, b.ink, item, ' font-weight="600"') + bar(x + 22, y + 184, 260, 8, b.muted, 0.6) + bar(x + 22, y + 200, 190, 8, b.muted, 0.6) +
      T(x + 22, y + 232, 13, b.dark ? b.accent : b.primary, 'Learn more \u2192', ' font-weight="600"');
  });
  return out;
}

function layoutDashboard(b, r) {
  const side = b.dark ? '#010409' : b.primary;
  let out = R(0, 0, 1200, 2000, b.dark ? b.bg : '#f3f4f6') + R(0, 0, 230, 2000, side);
  out += mark(b.name, 44, 40, 26, b.accent, lighten(side, 0.3)) + T(66, 46, 15, '#ffffff', b.name, ' font-weight="700"');
  ['Overview', 'Traffic', 'Leads', 'Campaigns', 'Reports', 'Settings'].forEach((label, i) => {
    if (i === 0) out += R(16, 92, 198, 38, '#ffffff', 10, ' opacity=".12"');
    out += R(32, 104 + i * 46, 14, 14, '#ffffff', 4, ' opacity=".5"') + T(58, 116 + i * 46, 14, '#ffffff', label, i ? ' opacity=".7"' : ' font-weight="600"');
  });
  out += T(270, 60, 26, b.ink, 'Overview', ' font-weight="700"') + R(1000, 36, 160, 34, b.surface, 17, ` stroke="${b.line}"`) + T(1080, 58, 13, b.ink, 'Last 30 days', ' text-anchor="middle" opacity=".7"');
  const kpis = [
    ['Visitors', `${f(between(r, 12, 60))}k`],
    ['Conversions', `${f(between(r, 2.1, 6.8))}%`],
    ['Enquiries', String(Math.round(between(r, 180, 960)))],
    ['Revenue', `$${Math.round(between(r, 24, 180))}k`],
  ];
  kpis.forEach(([label, value], i) => {
    const x = 270 + i * 227;
    out += R(x, 90, 207, 110, b.surface, 14, ` stroke="${b.line}"`) + T(x + 20, 122, 13, b.muted, label) + T(x + 20, 162, 30, b.ink, value, ' font-weight="700"') +
      T(x + 20, 186, 12, '#16a34a', `+${Math.round(between(r, 4, 38))}% vs last month`);
  });
  out += R(270, 222, 560, 300, b.surface, 14, ` stroke="${b.line}"`) + T(292, 254, 15, b.ink, 'Traffic and conversions', ' font-weight="600"');
  for (let i = 0; i < 4; i += 1) out += R(292, 300 + i * 50, 516, 1, b.line);
  let v = 0.35;
  const pts = Array.from({ length: 12 }, (_, i) => {
    v = Math.min(0.95, Math.max(0.1, v + between(r, -0.08, 0.16)));
    return `${f(300 + i * 45.5)} ${f(500 - v * 200)}`;
  });
  const g = uid('a');
  out += `<defs>${lin(g, lighten(b.accent, 0.3), b.surface, true)}</defs>` + P(`M${pts.join('L')}V500H300Z`, `url(#${g})`, ' opacity=".6"') +
    P(`M${pts.join('L')}`, 'none', ` stroke="${b.accent}" stroke-width="4" stroke-linejoin="round"`);
  out += R(850, 222, 310, 300, b.surface, 14, ` stroke="${b.line}"`) + T(872, 254, 15, b.ink, 'Leads by channel', ' font-weight="600"');
  for (let i = 0; i < 6; i += 1) {
    const hgt = between(r, 50, 190);
    out += R(878 + i * 46, 490 - hgt, 28, hgt, i % 2 ? b.second : b.dark ? b.accent : b.primary, 6, i % 2 ? ' opacity=".75"' : '');
  }
  out += R(270, 544, 890, 180, b.surface, 14, ` stroke="${b.line}"`) + T(292, 576, 15, b.ink, 'Top pages', ' font-weight="600"');
  for (let i = 0; i < 3; i += 1) {
    out += bar(292, 604 + i * 36, between(r, 200, 340), 10, b.muted, 0.6) + bar(900, 604 + i * 36, 90, 10, b.accent, 0.8) + R(292, 628 + i * 36, 846, 1, b.line);
  }
  return out;
}

function layoutArticle(b, r) {
  const g = uid('i');
  let out = `<defs>${lin(g, lighten(b.second, 0.3), lighten(b.accent, 0.4))}</defs>` + R(0, 0, 1200, 2000, b.bg) + nav(b);
  out += R(80, 100, 1040, 300, `url(#${g})`, 18);
  out += C(between(r, 800, 1000), 180, 44, '#ffffff', ' opacity=".6"') +
    P('M80 400L80 330L300 220L460 330L620 260L860 400Z', darken(b.second, 0.2), ' opacity=".55"') + P('M420 400L700 240L960 380L1120 300V382q0 18-18 18Z', darken(b.second, 0.35), ' opacity=".5"');
  out += T(80, 448, 13, b.dark ? b.accent : b.primary, 'JOURNAL', ' font-weight="700" letter-spacing="2"') + T(80, 494, 34, b.ink, b.article, ' font-weight="700"');
  out += C(96, 540, 16, lighten(b.primary, 0.5)) + bar(122, 530, 140, 9, b.ink, 0.6) + bar(122, 546, 90, 8, b.muted, 0.6);
  for (let i = 0; i < 8; i += 1) out += bar(80, 584 + i * 24, i % 4 === 3 ? between(r, 300, 500) : between(r, 640, 700), 9, b.muted, 0.55);
  out += R(820, 430, 300, 260, b.surface, 14, ` stroke="${b.line}"`) + T(844, 466, 15, b.ink, 'Related reading', ' font-weight="600"');
  for (let i = 0; i < 3; i += 1) out += R(844, 488 + i * 66, 64, 48, lighten([b.accent, b.second, b.primary][i], 0.55), 8) + bar(922, 496 + i * 66, 170, 9, b.ink, 0.6) + bar(922, 514 + i * 66, 120, 8, b.muted, 0.6);
  return out;
}

function layoutPricing(b, r) {
  let out = R(0, 0, 1200, 2000, b.bg) + nav(b) + T(600, 142, 34, b.ink, 'Choose what fits', ' font-weight="700" text-anchor="middle"') + bar(420, 162, 360, 10, b.muted, 0.6);
  const plans = [['Essential', Math.round(between(r, 19, 39))], ['Plus', Math.round(between(r, 59, 99))], ['Premier', Math.round(between(r, 129, 199))]];
  plans.forEach(([name, price], i) => {
    const x = 150 + i * 310;
    const hot = i === 1;
    out += R(x, hot ? 200 : 220, 280, hot ? 470 : 430, b.surface, 18, ` stroke="${hot ? b.accent : b.line}" stroke-width="${hot ? 3 : 1}"`);
    if (hot) out += R(x + 80, 186, 120, 28, b.accent, 14) + T(x + 140, 205, 12, b.onAccent, 'Most popular', ' font-weight="700" text-anchor="middle"');
    const y = hot ? 250 : 266;
    out += T(x + 28, y, 18, b.ink, name, ' font-weight="600"') + T(x + 28, y + 56, 44, b.ink, `$${price}`, ' font-weight="800"') + T(x + 30 + String(price).length * 26 + 26, y + 56, 14, b.muted, '/ month');
    for (let k = 0; k < 5; k += 1) out += C(x + 36, y + 100 + k * 34, 8, lighten(b.accent, 0.5)) + bar(x + 54, y + 95 + k * 34, between(r, 120, 180), 9, b.muted, 0.65);
    out += R(x + 28, y + 290, 224, 44, hot ? b.accent : 'none', 22, hot ? '' : ` stroke="${b.ink}" stroke-opacity=".4"`) +
      T(x + 140, y + 318, 14, hot ? b.onAccent : b.ink, 'Choose plan', ' font-weight="600" text-anchor="middle"');
  });
  return out;
}

function layoutForm(b, r) {
  let out = R(0, 0, 1200, 2000, b.bg) + nav(b) + T(80, 150, 36, b.ink, 'Get in touch', ' font-weight="700"') + bar(80, 172, 380, 10, b.muted, 0.6);
  ['Full name', 'Email address', 'Phone (optional)'].forEach((label, i) => {
    out += T(80, 226 + i * 84, 13, b.ink, label, ' font-weight="600" opacity=".8"') + R(80, 236 + i * 84, 480, 46, b.surface, 10, ` stroke="${b.line}"`);
  });
  out += T(80, 478, 13, b.ink, 'How can we help?', ' font-weight="600" opacity=".8"') + R(80, 488, 480, 120, b.surface, 10, ` stroke="${b.line}"`) +
    R(80, 630, 180, 50, b.accent, 25) + T(170, 661, 15, b.onAccent, 'Send message', ' font-weight="700" text-anchor="middle"');
  const land = b.dark ? '#1c2128' : '#e7efe3';
  out += `<svg x="620" y="104" width="500" height="580" viewBox="0 0 500 580">${R(0, 0, 500, 580, land, 18)}`;
  out += P('M0 420C120 380 180 470 300 440S440 360 500 380V580H0Z', b.dark ? '#0c2d48' : '#bfdbfe');
  out += P(`M-10 ${f(between(r, 120, 200))}L510 ${f(between(r, 60, 160))}M${f(between(r, 80, 160))} -10L${f(between(r, 140, 240))} 600M-10 300L510 ${f(between(r, 250, 330))}M${f(between(r, 320, 420))} -10L${f(between(r, 300, 380))} 600`, 'none', ` stroke="${b.dark ? '#30363d' : '#ffffff'}" stroke-width="14"`);
  out += R(40, 40, 90, 60, b.dark ? '#22272e' : '#d9e7d1', 8) + R(360, 200, 100, 70, b.dark ? '#22272e' : '#d9e7d1', 8);
  out += P('M250 250c-30 0-50 22-50 48 0 36 50 82 50 82s50-46 50-82c0-26-20-48-50-48z', b.accent) + C(250, 298, 17, '#ffffff');
  out += R(30, 490, 260, 64, b.surface, 12) + bar(50, 508, 160, 10, b.ink, 0.7) + bar(50, 528, 200, 8, b.muted, 0.7) + '</svg>';
  return out;
}

function layoutGallery(b, r) {
  let out = R(0, 0, 1200, 2000, b.bg) + nav(b) + T(80, 136, 30, b.ink, 'Gallery', ' font-weight="700"');
  const tints = [b.accent, b.second, b.primary, lighten(b.second, 0.3)];
  for (let col = 0; col < 4; col += 1) {
    let y = 164 + (col % 2) * 40;
    while (y < 800) {
      const h = between(r, 170, 300);
      const x = 80 + col * 265;
      const tint = pick(r, tints);
      out += R(x, y, 245, h, lighten(tint, b.dark ? 0.15 : 0.55), 14);
      if (b.kind === 'fashion') {
        const cx = x + 122;
        const top = y + h * 0.22;
        out += C(cx, top, h * 0.09, pick(r, ['#f1c27d', '#c68642', '#8d5524', '#ffdbac'])) +
          P(`M${f(cx - h * 0.16)} ${f(y + h)}C${f(cx - h * 0.16)} ${f(top + h * 0.2)} ${f(cx + h * 0.16)} ${f(top + h * 0.2)} ${f(cx + h * 0.16)} ${f(y + h)}Z`, darken(tint, 0.25));
      } else {
        out += C(x + between(r, 60, 180), y + h * 0.35, between(r, 18, 36), '#ffffff', ' opacity=".7"') +
          P(`M${f(x)} ${f(y + h)}L${f(x + 90)} ${f(y + h * 0.55)}L${f(x + 160)} ${f(y + h * 0.8)}L${f(x + 245)} ${f(y + h * 0.5)}V${f(y + h)}Z`, darken(tint, 0.2), ' opacity=".6"');
      }
      y += h + 20;
    }
  }
  return out;
}

function layoutMedia(b, r) {
  let out = R(0, 0, 1200, 2000, b.bg) + nav(b);
  const g = uid('v');
  out += `<defs>${lin(g, darken(b.second, 0.4), darken(b.primary, 0.2))}</defs>` + R(80, 100, 700, 394, `url(#${g})`, 16);
  out += C(430, 297, 44, '#ffffff', ' opacity=".92"') + P('M417 275L453 297L417 319Z', b.dark ? b.bg : b.primary);
  out += R(100, 466, 660, 6, '#ffffff', 3, ' opacity=".3"') + R(100, 466, between(r, 180, 420), 6, b.accent, 3);
  out += T(80, 540, 24, b.ink, b.video, ' font-weight="700"') + bar(80, 560, 520, 9, b.muted, 0.6) + bar(80, 578, 440, 9, b.muted, 0.6);
  out += R(810, 100, 310, 560, b.surface, 16, ` stroke="${b.line}"`) + T(832, 136, 15, b.ink, 'Up next', ' font-weight="600"');
  for (let i = 0; i < 6; i += 1) {
    const y = 156 + i * 82;
    out += R(832, y, 110, 64, lighten([b.second, b.accent, b.primary][i % 3], b.dark ? 0.1 : 0.5), 8) + P(`M878 ${y + 22}L894 ${y + 32}L878 ${y + 42}Z`, '#ffffff') +
      bar(956, y + 10, between(r, 100, 140), 9, b.ink, 0.65) + bar(956, y + 28, between(r, 60, 110), 8, b.muted, 0.6) + bar(956, y + 44, 40, 8, b.accent, 0.6);
  }
  return out;
}

/** Mobile screen content, drawn on a virtual page 375 units wide. */
function phoneScreen(b, variant, r) {
  const head = b.dark ? '#161b22' : b.primary;
  let out = R(0, 0, 375, 1000, b.bg) + R(0, 0, 375, 96, head) + mark(b.name, 36, 62, 22, b.accent, lighten(head, 0.3)) +
    T(56, 68, 15, '#ffffff', b.name, ' font-weight="700"') + R(323, 54, 24, 3, '#ffffff') + R(323, 62, 24, 3, '#ffffff') + R(323, 70, 24, 3, '#ffffff');
  if (variant === 0) {
    const lines = wrap(b.tagline, 16);
    out += R(0, 96, 375, 300, mix(head, b.second, 0.5)) + lines.map((line, i) => T(24, 160 + i * 36, 30, '#ffffff', line, ' font-weight="800"')).join('');
    out += R(24, 300, 180, 48, b.accent, 24) + T(114, 330, 15, b.onAccent, b.cta, ' font-weight="700" text-anchor="middle"');
    b.features.forEach((feature, i) => {
      out += R(24, 420 + i * 110, 327, 94, b.surface, 14, ` stroke="${b.line}"`) + C(62, 467 + i * 110, 20, lighten(b.accent, 0.6)) + T(96, 462 + i * 110, 16, b.ink, feature, ' font-weight="600"') + bar(96, 474 + i * 110, 180, 8, b.muted, 0.6);
    });
  } else if (variant === 1) {
    out += T(24, 146, 24, b.ink, b.nav[0], ' font-weight="700"') + R(24, 164, 327, 44, b.surface, 22, ` stroke="${b.line}"`) + C(50, 186, 8, 'none', ` stroke="${b.muted}" stroke-width="3"`);
    (b.items ?? b.features).forEach((item, i) => {
      const y = 230 + i * 118;
      out += R(24, y, 327, 102, b.surface, 14, ` stroke="${b.line}"`) + R(36, y + 12, 78, 78, lighten([b.accent, b.second, b.primary][i % 3], b.dark ? 0.1 : 0.6), 10) +
        T(128, y + 38, 16, b.ink, item, ' font-weight="600"') + bar(128, y + 52, 150, 8, b.muted, 0.6) + bar(128, y + 70, 60, 10, b.accent, 0.8);
    });
  } else {
    out += R(0, 96, 375, 260, lighten(b.second, b.dark ? 0.1 : 0.55)) + C(190, 226, 70, '#ffffff', ' opacity=".6"');
    out += T(24, 400, 24, b.ink, b.features[0], ' font-weight="700"') + bar(24, 420, 300, 9, b.muted, 0.6) + bar(24, 438, 260, 9, b.muted, 0.6);
    for (let i = 0; i < 4; i += 1) out += R(24 + (i % 2) * 170, 470 + Math.floor(i / 2) * 110, 157, 96, b.surface, 12, ` stroke="${b.line}"`) + bar(40 + (i % 2) * 170, 490 + Math.floor(i / 2) * 110, 90, 9, b.ink, 0.6) + T(40 + (i % 2) * 170, 540 + Math.floor(i / 2) * 110, 22, b.dark ? b.accent : b.primary, String(Math.round(between(r, 12, 98))), ' font-weight="700"');
    out += R(24, 700, 327, 52, b.accent, 26) + T(188, 732, 16, b.onAccent, b.cta, ' font-weight="700" text-anchor="middle"');
  }
  return out;
}

function phone(x, y, w, b, variant, r) {
  const h = w * 2.05;
  const pad = w * 0.045;
  const sw = w - pad * 2;
  const sh = h - pad * 2;
  return R(x, y, w, h, '#111827', w * 0.16) +
    `<svg x="${f(x + pad)}" y="${f(y + pad)}" width="${f(sw)}" height="${f(sh)}" viewBox="0 0 375 ${f((sh * 375) / sw)}">${phoneScreen(b, variant, r)}</svg>` +
    R(x + w * 0.38, y + pad + 6, w * 0.24, w * 0.055, '#111827', w * 0.03);
}

const layouts = {
  home: layoutHome,
  services: layoutServices,
  dashboard: layoutDashboard,
  article: layoutArticle,
  pricing: layoutPricing,
  form: layoutForm,
  gallery: layoutGallery,
  media: layoutMedia,
};

function browser(x, y, w, h, b, layout, r) {
  const chrome = Math.max(22, Math.round(w * 0.032));
  const s = w / 1200;
  const frame = b.dark ? '#2d333b' : '#e7eaf0';
  return `<g transform="translate(${f(x)} ${f(y)})">` + R(0, 0, w, h, frame, chrome * 0.5) +
    [0, 1, 2].map((i) => C(chrome * (0.65 + i * 0.55), chrome / 2, chrome * 0.16, ['#ff5f57', '#febc2e', '#28c840'][i])).join('') +
    R(w * 0.3, chrome * 0.2, w * 0.4, chrome * 0.6, b.dark ? '#161b22' : '#ffffff', chrome * 0.3) +
    T(w / 2, chrome * 0.64, chrome * 0.36, b.dark ? '#8b949e' : '#6b7280', b.domain, ' text-anchor="middle"') +
    `<svg x="0" y="${chrome}" width="${f(w)}" height="${f(h - chrome)}" viewBox="0 0 1200 ${f((h - chrome) / s)}">${layouts[layout](b, r)}</svg></g>`;
}

// ---------------------------------------------------------------------------------------------------
// Hero tiles and case studies

function heroTile(b) {
  const r = rng(`hero-${b.key}`);
  return svg(640, 400, browser(0, 0, 640, 400, b, 'home', r));
}

function backdrop(b, w, h, r) {
  const g = uid('b');
  const from = b.dark ? '#010409' : mix(b.primary, b.second, 0.3);
  const to = b.dark ? '#161b22' : lighten(b.second, 0.15);
  return `<defs>${lin(g, from, to)}</defs>` + R(0, 0, w, h, `url(#${g})`) +
    C(w * between(r, 0.05, 0.25), h * between(r, 0.1, 0.3), h * 0.35, b.accent, ' opacity=".18"') +
    C(w * between(r, 0.75, 0.95), h * between(r, 0.7, 0.95), h * 0.45, '#ffffff', ' opacity=".07"');
}

function caseCover(b) {
  const r = rng(`cover-${b.key}`);
  const sh = uid('s');
  return svg(1200, 800, `<defs>${shadowFilter(sh, 18, 0.35, 14)}</defs>` + backdrop(b, 1200, 800, r) +
    `<g filter="url(#${sh})">${browser(70, 110, 860, 580, b, 'home', r)}${phone(900, 230, 230, b, 0, r)}</g>`);
}

function styleguide(b, r) {
  const paper = b.dark ? '#0d1117' : '#fbfaf8';
  let out = R(0, 0, 1200, 800, paper) + mark(b.name, 106, 104, 52, b.dark ? b.accent : b.primary, b.dark ? b.second : b.accent) +
    T(148, 116, 34, b.dark ? '#e6edf3' : b.primary, b.name, ' font-weight="800"') + T(80, 176, 15, b.muted, 'BRAND GUIDELINES \u00b7 COLOUR AND TYPE', ' letter-spacing="2"');
  const swatches = [b.primary, b.second, b.accent, lighten(b.accent, 0.6), b.dark ? '#e6edf3' : b.bg];
  swatches.forEach((colour, i) => {
    const x = 80 + i * 212;
    out += R(x, 210, 192, 240, colour, 16, ` stroke="${b.dark ? '#30363d' : '#e5e7eb'}"`) + R(x, 394, 192, 56, b.dark ? '#161b22' : '#ffffff', 0) +
      R(x, 394, 192, 1, b.dark ? '#30363d' : '#e5e7eb') + T(x + 16, 428, 14, b.dark ? '#e6edf3' : '#1f2937', colour.toUpperCase(), ' font-family="ui-monospace, monospace"');
  });
  out += T(80, 640, 150, b.dark ? '#e6edf3' : b.primary, 'Aa', ' font-weight="800"');
  [['Display', 40], ['Heading', 28], ['Body', 16]].forEach(([label, size], i) => {
    out += T(330, 540 + i * 62, size, b.dark ? '#e6edf3' : '#1f2937', `${label} ${size}`, ` font-weight="${i === 2 ? 400 : 700}"`);
  });
  out += R(760, 510, 170, 52, b.accent, 26) + T(845, 542, 15, b.onAccent, 'Primary', ' font-weight="700" text-anchor="middle"') +
    R(950, 510, 170, 52, 'none', 26, ` stroke="${b.dark ? '#e6edf3' : b.primary}" stroke-width="2"`) + T(1035, 542, 15, b.dark ? '#e6edf3' : b.primary, 'Secondary', ' font-weight="700" text-anchor="middle"');
  for (let i = 0; i < 5; i += 1) out += C(790 + i * 76, 640, 26, lighten(swatches[i % 3], 0.7)) + C(790 + i * 76, 640, 10, swatches[i % 3]);
  out += bar(760, 700, between(r, 260, 340), 10, b.muted, 0.6);
  return out;
}

function stationery(b) {
  const desk = b.dark ? '#1c2128' : mix(b.bg, '#cbd5e1', 0.45);
  const sh = uid('s');
  const ink = b.dark ? b.second : b.primary;
  let out = `<defs>${shadowFilter(sh, 12, 0.22, 8)}</defs>` + R(0, 0, 1200, 800, desk);
  out += `<g filter="url(#${sh})">`;
  out += `<g transform="rotate(-5 330 400)">${R(130, 90, 400, 566, '#ffffff', 4)}${mark(b.name, 178, 148, 36, ink, b.accent)}${T(206, 156, 18, '#1f2937', b.name, ' font-weight="700"')}` +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => bar(170, 230 + i * 26, i === 7 ? 180 : 300 + (i % 3) * 10, 7, '#cbd5e1')).join('') +
    bar(170, 480, 120, 8, '#94a3b8') + R(130, 640, 400, 16, ink, 0) + `</g>`;
  out += `<g transform="rotate(-3 800 260)">${R(610, 150, 380, 220, '#ffffff', 12)}${T(640, 222, 22, '#1f2937', 'Alex Morgan', ' font-weight="700"')}${T(640, 248, 13, '#6b7280', 'Partner')}` +
    `${bar(640, 290, 200, 8, '#cbd5e1')}${bar(640, 308, 170, 8, '#cbd5e1')}${bar(640, 326, 150, 8, '#cbd5e1')}${mark(b.name, 930, 200, 40, ink, b.accent)}</g>`;
  out += `<g transform="rotate(7 820 560)">${R(640, 440, 380, 220, ink, 12)}${mark(b.name, 830, 520, 70, b.accent, lighten(ink, 0.5))}${T(830, 610, 20, '#ffffff', b.name, ' font-weight="700" text-anchor="middle"')}</g>`;
  out += `</g>`;
  out += `<g transform="rotate(-28 300 720)">${R(150, 705, 340, 18, darken(b.accent, 0.25), 9)}${R(150, 705, 60, 18, '#1f2937', 9)}${P('M490 705l36 9-36 9z', '#d4d4d8')}</g>`;
  return out;
}

function mobileShowcase(b, r) {
  const g = uid('m');
  const from = b.dark ? '#010409' : lighten(b.primary, 0.82);
  const to = b.dark ? '#161b22' : lighten(b.second, 0.78);
  return `<defs>${lin(g, from, to)}</defs>` + R(0, 0, 1200, 800, `url(#${g})`) +
    C(600, 420, 320, b.accent, ' opacity=".12"') + phone(160, 130, 280, b, 1, r) + phone(460, 80, 280, b, 0, r) + phone(760, 130, 280, b, 2, r);
}

function caseGallery(b, layout, index) {
  const r = rng(`case-${b.key}-${index}`);
  if (layout === 'styleguide') return svg(1200, 800, styleguide(b, r));
  if (layout === 'stationery') return svg(1200, 800, stationery(b));
  if (layout === 'mobile') return svg(1200, 800, mobileShowcase(b, r));
  const sh = uid('s');
  return svg(1200, 800, `<defs>${shadowFilter(sh, 16, 0.25, 10)}</defs>` + backdrop(b, 1200, 800, r) + `<g filter="url(#${sh})">${browser(48, 44, 1104, 712, b, layout, r)}</g>`);
}

/** Matches content/portfolio.ts caseStudyGalleryLayouts. */
const galleryLayouts = ['home', 'services', 'dashboard', 'mobile', 'article', 'pricing', 'form', 'gallery', 'styleguide', 'stationery', 'media'];
const caseStudyBrands = {
  'world-model-hunt': 'world-model-hunt',
  'wmh-india': 'wmh-india',
  'a-health-place': 'a-health-place',
  'earth-by-humans': 'earth-by-humans',
  'mally-financial': 'mally-financial',
  'the-harbor-group': 'the-harbor-group',
  'infinite-linux-youtube-channel': 'infinite-linux',
};

// ---------------------------------------------------------------------------------------------------
// Portraits

function portraitBody(p) {
  const skinShade = darken(p.skin, 0.12);
  const hair = p.hairColor;
  let back = '';
  let front = '';
  switch (p.hair) {
    case 'long':
      back = P('M142 260C128 150 196 118 240 120C296 120 356 156 340 262L352 452C320 478 160 478 128 452Z', hair);
      front = P('M146 246C146 170 196 140 240 140C292 140 338 172 334 246C314 200 276 180 228 186C196 190 168 210 146 246Z', hair);
      break;
    case 'bob':
      back = P('M138 250C130 150 196 118 240 120C294 120 352 152 342 250L346 350C330 366 150 366 134 350Z', hair);
      front = P('M146 250C150 168 196 140 240 140C290 140 336 170 334 250C320 212 300 190 270 180C240 196 190 206 146 250Z', hair);
      break;
    case 'bun':
      back = C(240, 132, 42, hair);
      front = P('M148 246C146 170 196 144 240 144C292 144 338 176 332 246C312 204 280 190 240 190C200 190 168 204 148 246Z', hair);
      break;
    case 'ponytail':
      back = P('M318 190C380 210 380 320 344 390C340 330 330 260 300 220Z', hair);
      front = P('M148 246C146 170 196 142 240 142C292 142 338 174 332 246C300 196 260 186 220 190C190 194 164 212 148 246Z', hair);
      break;
    case 'afro':
      back = C(240, 222, 128, hair) + [0, 1, 2, 3, 4, 5, 6].map((i) => C(240 + 122 * Math.cos(Math.PI * (1.05 + i * 0.15)), 222 + 118 * Math.sin(Math.PI * (1.05 + i * 0.15)), 30, hair)).join('');
      front = P('M150 236C160 178 198 160 240 160C284 160 322 178 330 236C300 206 270 196 240 196C210 196 180 206 150 236Z', hair);
      break;
    case 'curly':
      front = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => C(158 + i * 24, 170 + Math.abs(3.5 - i) * 9 - (i % 2) * 8, 30, hair)).join('');
      break;
    case 'sidepart':
      front = P('M146 250C140 166 190 134 246 136C300 138 344 176 334 252C326 214 310 196 286 188C250 200 190 196 160 220C154 230 150 240 146 250Z', hair);
      break;
    case 'buzz':
      front = P('M150 232C154 172 196 150 240 150C284 150 326 172 330 232C306 200 276 190 240 190C204 190 174 200 150 232Z', hair, ' opacity=".9"');
      break;
    case 'scarf':
      back = P('M130 270C120 150 190 110 240 110C290 110 360 150 350 270L370 440C330 470 150 470 110 440Z', hair);
      front = P('M152 250C150 176 196 146 240 146C284 146 330 176 328 250C310 214 276 200 240 200C204 200 170 214 152 250Z', hair);
      break;
    case 'short':
      front = P('M148 248C142 168 194 138 242 138C294 138 342 170 332 248C318 206 292 190 240 188C196 190 166 206 148 248Z', hair);
      break;
    default:
      break;
  }
  const collar = darken(p.shirt, 0.2);
  let out = R(0, 0, 480, 600, p.bg) + C(240, 270, 200, lighten(p.bg, 0.45), ' opacity=".7"') + C(80, 90, 40, lighten(p.shirt, 0.6), ' opacity=".35"') + back;
  out += P('M60 600C60 488 140 432 240 432C340 432 420 488 420 600Z', p.shirt);
  out += P('M204 360h72v66c0 26-72 26-72 0Z', skinShade);
  out += P('M196 436L240 492L284 436C270 430 256 428 240 428C224 428 210 430 196 436Z', collar, ' opacity=".55"');
  out += E(150, 276, 16, 26, p.skin) + E(330, 276, 16, 26, p.skin);
  if (p.earrings) out += C(150, 306, 7, '#eab308') + C(330, 306, 7, '#eab308');
  out += E(240, 262, 92, 112, p.skin) + front;
  if (p.hair === 'scarf') out += P('M148 262C150 330 186 384 240 384C294 384 330 330 332 262L352 400C320 440 160 440 128 400Z', p.hairColor);
  out += P('M196 238q14-10 28 0M256 238q14-10 28 0', 'none', ` stroke="${p.hair === 'scarf' || p.hair === 'bald' ? '#3b2a20' : hair}" stroke-width="6" stroke-linecap="round"`);
  out += E(210, 266, 7, 8, '#2b2118') + E(270, 266, 7, 8, '#2b2118');
  out += P('M240 276q-8 22 4 28', 'none', ` stroke="${skinShade}" stroke-width="5" stroke-linecap="round"`);
  out += C(192, 304, 14, '#f472b6', ' opacity=".18"') + C(288, 304, 14, '#f472b6', ' opacity=".18"');
  if (p.beard) out += P('M152 280C156 352 196 376 240 376C284 376 324 352 328 280C316 320 290 334 272 330C258 326 222 326 208 330C190 334 164 320 152 280Z', hair);
  out += P('M214 322q26 22 52 0', 'none', ` stroke="${p.beard ? '#f5f5f4' : '#8a3b2f'}" stroke-width="6" stroke-linecap="round"`);
  if (p.glasses) out += `<g fill="none" stroke="#1f2937" stroke-width="5">${R(180, 244, 56, 42, 'none', 12)}${R(244, 244, 56, 42, 'none', 12)}<path d="M236 262h8M180 258l-26-6M300 258l26-6"/></g>`;
  return out;
}

const teamPortraits = [
  ['adrian-castellano', { skin: '#e0ac69', hair: 'sidepart', hairColor: '#3b2a20', beard: true, shirt: '#1e3a8a', bg: '#dbeafe' }],
  ['maya-okafor', { skin: '#6b4226', hair: 'afro', hairColor: '#1f1a17', earrings: true, shirt: '#b45309', bg: '#fde68a' }],
  ['priya-raman', { skin: '#c68642', hair: 'long', hairColor: '#1f1a17', glasses: true, shirt: '#0f766e', bg: '#ccfbf1' }],
  ['lucas-bennett', { skin: '#f9d7c4', hair: 'short', hairColor: '#a0522d', shirt: '#334155', bg: '#e0e7ff' }],
  ['kenji-watanabe', { skin: '#f1c27d', hair: 'short', hairColor: '#1f1a17', glasses: true, shirt: '#475569', bg: '#f1f5f9' }],
  ['sofia-marchetti', { skin: '#f1c27d', hair: 'bun', hairColor: '#6b4226', earrings: true, shirt: '#9d174d', bg: '#fce7f3' }],
  ['hana-kobayashi', { skin: '#ffdbac', hair: 'bob', hairColor: '#1f1a17', shirt: '#7c3aed', bg: '#ede9fe' }],
  ['jamal-whitfield', { skin: '#8d5524', hair: 'buzz', hairColor: '#1f1a17', beard: true, shirt: '#047857', bg: '#d1fae5' }],
  ['amara-nwosu', { skin: '#5c3a21', hair: 'bun', hairColor: '#1f1a17', earrings: true, shirt: '#c2410c', bg: '#ffedd5' }],
  ['olivia-brennan', { skin: '#ffdbac', hair: 'long', hairColor: '#d6b370', shirt: '#0369a1', bg: '#e0f2fe' }],
  ['diego-alvarez', { skin: '#d9a074', hair: 'short', hairColor: '#1f1a17', beard: true, shirt: '#991b1b', bg: '#fee2e2' }],
  ['ethan-caldwell', { skin: '#f9d7c4', hair: 'sidepart', hairColor: '#6b4226', glasses: true, shirt: '#1d4ed8', bg: '#dbeafe' }],
  ['leila-haddad', { skin: '#e0ac69', hair: 'long', hairColor: '#3b2a20', earrings: true, shirt: '#0e7490', bg: '#cffafe' }],
  ['noah-fischer', { skin: '#f9d7c4', hair: 'short', hairColor: '#d6b370', shirt: '#4d7c0f', bg: '#ecfccb' }],
  ['elena-petrova', { skin: '#ffdbac', hair: 'ponytail', hairColor: '#a0522d', shirt: '#6d28d9', bg: '#f3e8ff' }],
  ['grace-liu', { skin: '#f1c27d', hair: 'bob', hairColor: '#1f1a17', glasses: true, shirt: '#be123c', bg: '#ffe4e6' }],
  ['samuel-mensah', { skin: '#5c3a21', hair: 'buzz', hairColor: '#1f1a17', glasses: true, shirt: '#1e293b', bg: '#e2e8f0' }],
  ['isabela-costa', { skin: '#d9a074', hair: 'curly', hairColor: '#3b2a20', earrings: true, shirt: '#db2777', bg: '#fce7f3' }],
  ['daniel-osei', { skin: '#8d5524', hair: 'bald', hairColor: '#1f1a17', beard: true, shirt: '#15803d', bg: '#dcfce7' }],
  ['ravi-subramanian', { skin: '#c68642', hair: 'sidepart', hairColor: '#1f1a17', glasses: true, beard: true, shirt: '#3730a3', bg: '#e0e7ff' }],
  ['chloe-dubois', { skin: '#f9d7c4', hair: 'bob', hairColor: '#6b4226', shirt: '#ea580c', bg: '#ffedd5' }],
  ['marcus-holloway', { skin: '#8d5524', hair: 'short', hairColor: '#1f1a17', shirt: '#0f172a', bg: '#cbd5e1' }],
  ['fatima-benali', { skin: '#e0ac69', hair: 'scarf', hairColor: '#0d9488', shirt: '#115e59', bg: '#ccfbf1' }],
  ['ananya-iyer', { skin: '#c68642', hair: 'ponytail', hairColor: '#1f1a17', earrings: true, shirt: '#d97706', bg: '#fef3c7' }],
  ['tomas-herrera', { skin: '#d9a074', hair: 'curly', hairColor: '#3b2a20', shirt: '#0284c7', bg: '#e0f2fe' }],
  ['ben-carter', { skin: '#f9d7c4', hair: 'short', hairColor: '#c2410c', shirt: '#65a30d', bg: '#f7fee7' }],
];

const SKINS = ['#ffdbac', '#f9d7c4', '#f1c27d', '#e0ac69', '#d9a074', '#c68642', '#8d5524', '#6b4226', '#5c3a21'];
const HAIRS = ['#1f1a17', '#3b2a20', '#6b4226', '#a0522d', '#d6b370', '#9ca3af', '#1f1a17'];
const STYLES = ['short', 'long', 'bob', 'bun', 'ponytail', 'afro', 'curly', 'sidepart', 'buzz', 'bald'];
const SHIRTS = ['#1e3a8a', '#0f766e', '#9d174d', '#7c3aed', '#b45309', '#334155', '#15803d', '#be123c', '#0369a1', '#4338ca'];
const BGS = ['#dbeafe', '#fde68a', '#ccfbf1', '#fce7f3', '#ede9fe', '#e0f2fe', '#dcfce7', '#ffedd5', '#f1f5f9', '#fee2e2'];

function randomPortrait(seed) {
  const r = rng(seed);
  const hair = pick(r, STYLES);
  return {
    skin: pick(r, SKINS),
    hair,
    hairColor: pick(r, HAIRS),
    shirt: pick(r, SHIRTS),
    bg: pick(r, BGS),
    glasses: r() < 0.3,
    beard: hair !== 'long' && hair !== 'bob' && hair !== 'bun' && hair !== 'ponytail' && r() < 0.35,
    earrings: r() < 0.3,
  };
}

/** A square head-and-shoulders crop of a portrait. */
function avatar(p, size) {
  const s = size / 420;
  return svg(size, size, `<g transform="scale(${Math.round(s * 10000) / 10000}) translate(-30 -66)">${portraitBody(p)}</g>`);
}

// ---------------------------------------------------------------------------------------------------
// Logos

const partnerMarks = [
  ['northwind-logistics', 'Northwind Logistics', 'Freight and logistics', '#1d4ed8', '#f97316'],
  ['bayview-capital', 'Bayview Capital', 'Private equity', '#0b2545', '#c9a227'],
  ['crescent-health-labs', 'Crescent Health Labs', 'Diagnostics', '#6d28d9', '#2dd4bf'],
  ['solstice-energy', 'Solstice Energy', 'Solar energy', '#0369a1', '#facc15'],
  ['granite-oak-legal', 'Granite & Oak Legal', 'Law firm', '#44403c', '#a16207'],
  ['meridian-retail', 'Meridian Retail Co.', 'Retail', '#be123c', '#fb923c'],
  ['pacific-ledger-bank', 'Pacific Ledger Bank', 'Community banking', '#0f766e', '#1e3a8a'],
  ['helix-biotech', 'Helix Biotech', 'Biotechnology', '#059669', '#0ea5e9'],
  ['summit-outdoor', 'Summit Outdoor Supply', 'Outdoor equipment', '#166534', '#ea580c'],
  ['copperline-realty', 'Copperline Realty', 'Real estate', '#c2410c', '#292524'],
  ['lighthouse-learning', 'Lighthouse Learning', 'Education', '#1e3a8a', '#dc2626'],
  ['tidewater-foods', 'Tidewater Foods', 'Food wholesale', '#0e7490', '#f43f5e'],
  ['vantage-point-analytics', 'Vantage Point Analytics', 'Data analytics', '#4338ca', '#22d3ee'],
  ['juniper-home-goods', 'Juniper Home Goods', 'Home furnishings', '#365314', '#f472b6'],
  ['atlas-freight', 'Atlas Freight Systems', 'Supply chain software', '#1f2937', '#f59e0b'],
  ['redwood-ventures', 'Redwood Ventures', 'Venture capital', '#9a3412', '#15803d'],
  ['silverleaf-insurance', 'Silverleaf Insurance', 'Insurance', '#475569', '#10b981'],
  ['orbit-mobility', 'Orbit Mobility', 'Urban mobility', '#7c3aed', '#f97316'],
  ['kestrel-aerospace', 'Kestrel Aerospace', 'Aerospace engineering', '#0f172a', '#0ea5e9'],
  ['fernwood-hospitality', 'Fernwood Hospitality', 'Hospitality', '#14532d', '#eab308'],
  ['quartz-cloud', 'Quartz Cloud Systems', 'Cloud infrastructure', '#0284c7', '#a855f7'],
];

function partnerLogo([, name, sector, c1, c2]) {
  const words = name.split(' ');
  let lines = [name];
  if (name.length > 14 && words.length > 1) {
    let best = null;
    for (let i = 1; i < words.length; i += 1) {
      const a = words.slice(0, i).join(' ');
      const b = words.slice(i).join(' ');
      const score = Math.max(a.length, b.length);
      if (!best || score < best.score) best = { lines: [a, b], score };
    }
    lines = best.lines;
  }
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(22, 200 / (longest * 0.66));
  const top = lines.length === 1 ? 82 : 70;
  return svg(320, 160, R(2, 2, 316, 156, '#ffffff', 18, ' stroke="#e5e7eb" stroke-width="2"') + mark(name, 62, 80, 58, c1, c2) +
    lines.map((line, i) => T(106, top + i * (size + 3), size, '#111827', line, ' font-weight="700"')).join('') +
    T(107, top + (lines.length - 1) * (size + 3) + 22, 10.5, '#6b7280', sector.toUpperCase(), ' letter-spacing="1.2"'));
}

const publicationMarks = [
  ['the-bay-digest', 'The Bay Digest', 'Technology & business', '#0c4a6e', '#f59e0b'],
  ['pixel-and-pulse', 'Pixel & Pulse', 'Design & the web', '#db2777', '#4f46e5'],
  ['ledger-lines', 'Ledger Lines', 'Finance & investment', '#065f46', '#ca8a04'],
  ['growth-quarterly', 'Growth Quarterly', 'Marketing & growth', '#7c2d12', '#ea580c'],
  ['growth-quarterly-founders-edition', 'Growth Quarterly', "Founders' Edition", '#1e1b4b', '#ea580c'],
  ['signal-street', 'Signal Street', 'Data & markets', '#111827', '#06b6d4'],
];

function publicationLogo([, name, line, c1, c2]) {
  const size = Math.min(34, 270 / (name.length * 0.5));
  return svg(320, 200, R(2, 2, 316, 196, '#fffdf8', 14, ' stroke="#e7e5e4" stroke-width="2"') + R(2, 2, 316, 10, c1, 0) +
    mark(name, 160, 56, 40, c1, c2) + R(40, 90, 240, 1.5, c1) +
    T(160, 92 + size + 6, size, c1, name, ` font-family="${SERIF}" font-weight="700" text-anchor="middle"`) +
    R(40, 92 + size + 22, 240, 1.5, c1) + T(160, 92 + size + 44, 12, '#57534e', line.toUpperCase(), ' letter-spacing="2.5" text-anchor="middle"'));
}

function wordmark(text) {
  return svg(320, 200, R(2, 2, 316, 196, '#fffdf8', 14, ' stroke="#e7e5e4" stroke-width="2"') +
    T(160, 116, 40, '#1f2937', text, ` font-family="${SERIF}" font-style="italic" text-anchor="middle"`));
}

// ---------------------------------------------------------------------------------------------------
// People in scenes and event illustrations (drawn on 800 x 600)

const CROWD_SKINS = ['#ffdbac', '#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#5c3a21'];
const CROWD_SHIRTS = ['#4f46e5', '#0ea5e9', '#f59e0b', '#ec4899', '#10b981', '#f97316', '#64748b', '#a855f7', '#ef4444', '#14b8a6'];

function person(x, y, s, r, opts = {}) {
  const skin = opts.skin ?? pick(r, CROWD_SKINS);
  const shirt = opts.shirt ?? pick(r, CROWD_SHIRTS);
  const hair = pick(r, HAIRS);
  let out = P(`M${f(x - 26 * s)} ${f(y + 80 * s)}V${f(y + 44 * s)}q0-${f(22 * s)} ${f(26 * s)}-${f(22 * s)}q${f(26 * s)} 0 ${f(26 * s)} ${f(22 * s)}V${f(y + 80 * s)}Z`, shirt);
  out += C(x, y, 16 * s, skin) + P(`M${f(x - 16 * s)} ${f(y - 2 * s)}a${f(16 * s)} ${f(16 * s)} 0 0 1 ${f(32 * s)} 0q-${f(16 * s)}-${f(10 * s)}-${f(32 * s)} 0z`, hair);
  if (opts.arm) out += P(`M${f(x + 20 * s)} ${f(y + 34 * s)}L${f(x + 34 * s)} ${f(y + 4 * s)}`, 'none', ` stroke="${shirt}" stroke-width="${f(9 * s)}" stroke-linecap="round"`) + C(x + 35 * s, y + 2 * s, 5 * s, skin);
  return out;
}

/** A seated or standing figure seen from behind (audiences). */
function back(x, y, s, r, dim = 0) {
  const shirt = darken(pick(r, CROWD_SHIRTS), dim);
  const hair = darken(pick(r, HAIRS), dim * 0.5);
  return E(x, y + 34 * s, 30 * s, 24 * s, shirt) + C(x, y, 17 * s, hair);
}

function audience(r, rows, dim) {
  let out = '';
  rows.forEach(([y, s, count], row) => {
    const step = 800 / count;
    for (let i = 0; i < count + 1; i += 1) out += back(i * step + between(r, -8, 8) + (row % 2) * step * 0.5, y + between(r, -4, 4), s, r, dim);
  });
  return out;
}

function sceneStage(r, palette, options = { screen: true, speaker: true }) {
  const g = uid('g');
  let out = `<defs>${lin(g, palette.from, palette.to, true)}</defs>` + R(0, 0, 800, 600, `url(#${g})`);
  out += P('M120 0L40 420H260Z', '#ffffff', ' opacity=".06"') + P('M680 0L540 420H780Z', '#ffffff', ' opacity=".06"');
  if (options.screen) {
    out += R(170, 60, 460, 250, '#0b1020', 10) + R(180, 70, 440, 230, palette.screen, 6);
    for (let i = 0; i < 6; i += 1) {
      const h = 30 + i * 22 + between(r, -10, 10);
      out += R(220 + i * 60, 270 - h, 36, h, i % 2 ? palette.accent : '#ffffff', 4, ' opacity=".9"');
    }
    out += P(`M220 ${f(between(r, 200, 220))}L340 170L460 150L580 100`, 'none', ` stroke="${palette.accent}" stroke-width="5" stroke-linecap="round"`);
  }
  out += R(0, 400, 800, 30, darken(palette.to, 0.35)) + R(0, 390, 800, 12, lighten(palette.to, 0.1));
  if (options.speaker) out += person(560, 300, 1.1, r, { arm: true }) + R(600, 340, 60, 52, '#1f2937', 6) + R(606, 348, 48, 8, palette.accent, 2);
  out += options.extra ?? '';
  out += audience(r, [[470, 0.9, 9], [520, 1.05, 8], [580, 1.2, 7]], 0.35);
  return out;
}

function scenePanel(r, palette) {
  const g = uid('g');
  let out = `<defs>${lin(g, palette.from, palette.to, true)}</defs>` + R(0, 0, 800, 600, `url(#${g})`);
  out += R(120, 50, 560, 200, palette.screen, 12) + C(230, 150, 60, palette.accent, ' opacity=".5"') + R(330, 110, 260, 18, '#ffffff', 9, ' opacity=".85"') + R(330, 144, 200, 12, '#ffffff', 6, ' opacity=".6"');
  out += R(0, 395, 800, 40, darken(palette.to, 0.35)) + R(0, 385, 800, 12, lighten(palette.to, 0.1));
  for (let i = 0; i < 4; i += 1) {
    const x = 190 + i * 140;
    out += R(x - 30, 360, 60, 10, '#1f2937', 4) + R(x - 4, 368, 8, 24, '#1f2937') + person(x, 300, 1, r, { arm: i === 1 });
  }
  out += R(130, 350, 540, 16, '#f8fafc', 4, ' opacity=".9"');
  out += audience(r, [[480, 0.95, 9], [540, 1.1, 8]], 0.3);
  return out;
}

function sceneAward(r, palette) {
  let extra = C(400, 170, 120, palette.accent, ' opacity=".18"');
  extra += P('M360 130h80v20c0 40-18 62-40 62s-40-22-40-62Z', '#facc15') + P('M360 138c-22 0-26 34 4 40M440 138c22 0 26 34-4 40', 'none', ' stroke="#facc15" stroke-width="7"') +
    R(392, 210, 16, 30, '#eab308') + R(370, 240, 60, 16, '#a16207', 4);
  for (let i = 0; i < 40; i += 1) {
    const x = between(r, 20, 780);
    const y = between(r, 10, 360);
    extra += R(x, y, 6, 12, pick(r, ['#f43f5e', '#facc15', '#22d3ee', '#a3e635', '#ffffff']), 2, ` transform="rotate(${Math.round(between(r, 0, 180))} ${f(x)} ${f(y)})" opacity=".85"`);
  }
  extra += person(280, 300, 1.05, r, { arm: true }) + person(520, 300, 1.05, r, { arm: true });
  return sceneStage(r, palette, { screen: false, speaker: false, extra });
}

function sceneWorkshop(r, palette) {
  let out = R(0, 0, 800, 600, palette.wall) + R(0, 420, 800, 180, palette.floor);
  out += R(60, 50, 420, 230, '#ffffff', 8, ' stroke="#cbd5e1" stroke-width="4"');
  const notes = ['#fde047', '#f9a8d4', '#93c5fd', '#86efac', '#fdba74'];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 7; col += 1) {
      if (r() < 0.18) continue;
      out += R(80 + col * 56 + between(r, -3, 3), 68 + row * 52 + between(r, -3, 3), 42, 40, pick(r, notes), 3, ` transform="rotate(${f(between(r, -6, 6))} ${f(100 + col * 56)} ${f(88 + row * 52)})"`);
    }
  }
  out += R(540, 60, 200, 140, palette.accent, 8, ' opacity=".25"') + P('M560 170L610 120L650 150L720 80', 'none', ` stroke="${palette.accent}" stroke-width="6" stroke-linecap="round"`);
  out += R(600, 230, 90, 120, '#ffffff', 6, ' opacity=".5"');
  for (let i = 0; i < 4; i += 1) out += person(190 + i * 140 + between(r, -10, 10), 330 + between(r, -8, 8), 1.05, r, { arm: i === 2 && r() < 0.8 });
  out += R(110, 410, 580, 26, '#a16207') + R(130, 436, 16, 120, '#78350f') + R(654, 436, 16, 120, '#78350f') + R(110, 400, 580, 14, '#ca8a04');
  for (let i = 0; i < 3; i += 1) out += P(`M${200 + i * 180} 400l10-34h70l10 34Z`, '#cbd5e1') + R(208 + i * 180, 368, 76, 4, palette.accent, 2);
  out += R(420, 384, 16, 18, '#ffffff', 3) + R(640, 386, 16, 16, '#f97316', 3);
  return out;
}

function sceneCelebration(r, palette) {
  const g = uid('g');
  let out = `<defs>${lin(g, palette.from, palette.to, true)}</defs>` + R(0, 0, 800, 600, `url(#${g})`);
  for (let i = 0; i < 14; i += 1) {
    const w = between(r, 40, 80);
    const h = between(r, 80, 240);
    out += R(i * 60 - 20, 440 - h, w, h, darken(palette.to, 0.45), 2);
  }
  out += P('M0 60Q200 170 400 80T800 70', 'none', ' stroke="#1f2937" stroke-width="2"') + P('M0 150Q220 250 420 160T800 160', 'none', ' stroke="#1f2937" stroke-width="2"');
  for (let i = 0; i < 16; i += 1) {
    const t = i / 15;
    const y1 = 60 + Math.sin(t * Math.PI * 2) * 30 + 40 * Math.sin(t * Math.PI);
    out += C(t * 800, y1 + 6, 14, '#fde68a', ' opacity=".25"') + C(t * 800, y1 + 6, 5, '#fef3c7');
    const y2 = 150 + Math.sin(t * Math.PI * 2) * 25 + 45 * Math.sin(t * Math.PI);
    out += C(t * 800 + 25, y2 + 6, 12, '#fde68a', ' opacity=".25"') + C(t * 800 + 25, y2 + 6, 4, '#fef3c7');
  }
  out += R(0, 440, 800, 160, darken(palette.to, 0.55));
  for (let i = 0; i < 3; i += 1) out += E(120 + i * 280, 220 + i * 10, 20, 26, pick(r, ['#f43f5e', '#38bdf8', '#facc15', '#a78bfa'])) + P(`M${120 + i * 280} ${246 + i * 10}q6 30-4 60`, 'none', ' stroke="#e5e7eb" stroke-width="1.5"');
  for (let i = 0; i < 7; i += 1) {
    const x = 70 + i * 110 + between(r, -12, 12);
    const y = 360 + between(r, -14, 14);
    out += person(x, y, 1.15, r, { arm: r() < 0.6 });
  }
  out += R(330, 500, 140, 14, '#e5e7eb', 4) + R(360, 470, 16, 30, '#fde68a', 3, ' opacity=".85"') + R(424, 474, 16, 26, '#f87171', 3, ' opacity=".85"');
  return out;
}

function sceneHackathon(r, palette) {
  let out = R(0, 0, 800, 600, palette.room) + R(0, 400, 800, 200, darken(palette.room, 0.3));
  out += R(200, 40, 400, 70, palette.accent, 10, ' opacity=".9"') + R(230, 64, 200, 22, '#ffffff', 11, ' opacity=".85"') + C(540, 75, 18, '#ffffff', ' opacity=".85"');
  out += C(700, 90, 34, '#e5e7eb') + C(700, 90, 28, palette.room) + P('M700 90V70M700 90L714 98', 'none', ' stroke="#e5e7eb" stroke-width="4" stroke-linecap="round"');
  for (let row = 0; row < 2; row += 1) {
    const y = 190 + row * 170;
    const scale = 0.8 + row * 0.25;
    for (let i = 0; i < 4; i += 1) {
      const x = 110 + i * 190 + row * 10;
      out += R(x - 60 * scale, y, 120 * scale, 76 * scale, '#0b1020', 6) + R(x - 54 * scale, y + 6 * scale, 108 * scale, 62 * scale, pick(r, palette.screens), 3);
      for (let k = 0; k < 4; k += 1) out += R(x - 46 * scale, y + (14 + k * 12) * scale, between(r, 30, 80) * scale, 5 * scale, '#ffffff', 2, ' opacity=".7"');
      out += R(x - 4, y + 76 * scale, 8, 16 * scale, '#334155');
    }
    out += R(0, y + 92 * scale, 800, 14, '#475569');
    for (let i = 0; i < 4; i += 1) out += back(110 + i * 190 + row * 10 + between(r, -14, 14), y + 110 * scale, scale * 1.3, r, 0.1);
  }
  return out;
}

function sceneOutdoor(r, palette) {
  const g = uid('g');
  let out = `<defs>${lin(g, palette.sky, lighten(palette.sky, 0.6), true)}</defs>` + R(0, 0, 800, 600, `url(#${g})`);
  out += C(between(r, 560, 700), 110, 46, '#fde68a');
  out += R(0, 300, 800, 60, '#60a5fa', 0, ' opacity=".6"');
  out += R(150, 170, 12, 150, '#c2410c') + R(330, 170, 12, 150, '#c2410c') + P('M40 300Q156 170 156 170Q246 290 336 170Q400 260 520 300', 'none', ' stroke="#c2410c" stroke-width="4"') + R(0, 262, 560, 8, '#c2410c');
  out += P('M0 360Q200 280 420 340T800 320V600H0Z', palette.hill1) + P('M0 460Q260 380 520 450T800 420V600H0Z', palette.hill2);
  for (let i = 0; i < 6; i += 1) {
    const x = between(r, 20, 780);
    const y = between(r, 380, 430);
    out += R(x - 4, y, 8, 30, '#78350f') + P(`M${f(x - 24)} ${f(y + 6)}L${f(x)} ${f(y - 50)}L${f(x + 24)} ${f(y + 6)}Z`, darken(palette.hill1, 0.3));
  }
  out += P('M260 600Q360 500 420 470', 'none', ' stroke="#e7d8b1" stroke-width="40" stroke-linecap="round"');
  for (let i = 0; i < 6; i += 1) out += person(180 + i * 80 + between(r, -10, 10), 440 + between(r, -12, 12), 1, r, { arm: i === 3 });
  return out;
}

const eventPalettes = [
  { from: '#1e1b4b', to: '#4338ca', screen: '#312e81', accent: '#f59e0b' },
  { from: '#0f172a', to: '#0e7490', screen: '#164e63', accent: '#f472b6' },
  { from: '#3b0764', to: '#9d174d', screen: '#4c1d95', accent: '#22d3ee' },
  { from: '#052e16', to: '#0f766e', screen: '#134e4a', accent: '#facc15' },
];

function eventScene(kind, r, variant) {
  const p = eventPalettes[variant % eventPalettes.length];
  switch (kind) {
    case 'stage':
      return sceneStage(r, p);
    case 'panel':
      return scenePanel(r, p);
    case 'award':
      return sceneAward(r, p);
    case 'workshop':
      return sceneWorkshop(r, { ...p, wall: ['#f1f5f9', '#fef3c7', '#ecfeff', '#f5f3ff'][variant % 4], floor: ['#cbd5e1', '#d6d3d1', '#bae6fd', '#ddd6fe'][variant % 4] });
    case 'celebration':
      return sceneCelebration(r, { from: ['#1e3a8a', '#312e81', '#0c4a6e', '#4a044e'][variant % 4], to: ['#f97316', '#db2777', '#f59e0b', '#fb7185'][variant % 4] });
    case 'hackathon':
      return sceneHackathon(r, { room: ['#1e293b', '#172554', '#1c1917', '#14532d'][variant % 4], accent: p.accent, screens: ['#0ea5e9', '#22c55e', '#6366f1', '#14b8a6'] });
    default:
      return sceneOutdoor(r, { sky: ['#7dd3fc', '#93c5fd', '#a5f3fc', '#fbcfe8'][variant % 4], hill1: ['#65a30d', '#16a34a', '#4d7c0f', '#15803d'][variant % 4], hill2: ['#3f6212', '#166534', '#365314', '#14532d'][variant % 4] });
  }
}

/** Matches the captions of content/events.ts, in order. */
const eventKinds = [
  'stage', 'workshop', 'celebration', 'hackathon', 'award', 'outdoor', 'panel',
  'workshop', 'stage', 'celebration', 'hackathon', 'panel', 'outdoor', 'award',
  'workshop', 'stage', 'celebration', 'hackathon', 'panel', 'outdoor',
  'workshop', 'stage', 'celebration', 'award', 'hackathon',
];

// ---------------------------------------------------------------------------------------------------
// Section illustrations (drawn on 800 x 600)

const LUMINA = { primary: '#4f46e5', second: '#7c3aed', accent: '#f59e0b', teal: '#14b8a6', pink: '#ec4899', navy: '#1e1b4b', bg: '#eef2ff' };

function blobBackground(r, tint) {
  return R(0, 0, 800, 600, lighten(tint, 0.9)) + C(between(r, 180, 260), between(r, 160, 240), 200, lighten(tint, 0.75)) +
    C(between(r, 560, 660), between(r, 380, 460), 170, lighten(LUMINA.accent, 0.8)) + C(680, 110, 40, lighten(LUMINA.pink, 0.7));
}

const STUDIO_BRAND = {
  key: 'studio', name: 'Northstar', domain: 'your-brand.example', kind: 'finance', tagline: 'Grow with clarity', cta: 'Get started',
  nav: ['Services', 'Work', 'About', 'Blog'], features: ['Strategy', 'Design', 'Growth'],
  items: ['Strategy', 'Design', 'Build', 'Launch', 'Measure', 'Grow'], article: 'Ten lessons from our launch', video: 'Product tour',
  primary: LUMINA.primary, second: LUMINA.second, accent: LUMINA.accent, bg: '#f8fafc', ...LIGHT,
};
STUDIO_BRAND.onAccent = onColor(STUDIO_BRAND.accent);

function illustrationWeb(r) {
  const sh = uid('s');
  return `<defs>${shadowFilter(sh)}</defs>` + blobBackground(r, LUMINA.primary) + `<g filter="url(#${sh})">${browser(90, 90, 560, 380, STUDIO_BRAND, 'home', r)}` +
    R(560, 360, 170, 150, '#ffffff', 14) + [LUMINA.primary, LUMINA.second, LUMINA.accent, LUMINA.teal].map((c, i) => C(598 + (i % 2) * 56, 400 + Math.floor(i / 2) * 56, 20, c)).join('') +
    R(40, 380, 160, 90, '#ffffff', 14) + bar(60, 402, 90, 10, LUMINA.navy, 0.7) + bar(60, 424, 120, 8, '#94a3b8') + R(60, 442, 70, 16, LUMINA.accent, 8) + '</g>' +
    P('M470 300l0 48 12-12 10 22 10-4-10-22 17-1z', '#111827', ' stroke="#ffffff" stroke-width="3" stroke-linejoin="round"');
}

function illustrationApp(r) {
  const sh = uid('s');
  return `<defs>${shadowFilter(sh)}</defs>` + blobBackground(r, LUMINA.second) +
    `<g filter="url(#${sh})"><g transform="rotate(-8 300 320)">${phone(200, 80, 200, STUDIO_BRAND, 1, r)}</g><g transform="rotate(6 500 320)">${phone(420, 100, 200, STUDIO_BRAND, 2, r)}</g>` +
    R(560, 120, 200, 64, '#ffffff', 16) + C(592, 152, 16, LUMINA.teal) + bar(618, 140, 110, 10, LUMINA.navy, 0.8) + bar(618, 158, 80, 8, '#94a3b8') +
    R(60, 420, 190, 64, '#ffffff', 16) + C(92, 452, 16, LUMINA.pink) + bar(118, 440, 100, 10, LUMINA.navy, 0.8) + bar(118, 458, 70, 8, '#94a3b8') + '</g>';
}

function illustrationSeo(r) {
  const sh = uid('s');
  let out = `<defs>${shadowFilter(sh)}</defs>` + blobBackground(r, LUMINA.teal) + `<g filter="url(#${sh})">` + R(100, 80, 460, 420, '#ffffff', 18);
  out += R(124, 104, 412, 44, '#f1f5f9', 22) + C(150, 126, 9, 'none', ` stroke="${LUMINA.primary}" stroke-width="3"`) + bar(172, 121, 180, 10, '#94a3b8');
  for (let i = 0; i < 4; i += 1) {
    const y = 176 + i * 78;
    out += bar(124, y, 140, 8, '#16a34a', 0.8) + bar(124, y + 16, between(r, 240, 340), 12, i === 0 ? LUMINA.primary : '#1e3a8a', i === 0 ? 1 : 0.75) + bar(124, y + 38, between(r, 280, 380), 8, '#94a3b8', 0.7);
  }
  out += R(520, 300, 220, 200, '#ffffff', 18);
  [60, 90, 80, 120, 150].forEach((h, i) => { out += R(548 + i * 38, 470 - h, 24, h, i === 4 ? LUMINA.accent : LUMINA.teal, 6); });
  out += P('M548 380L600 350L640 360L700 300', 'none', ` stroke="${LUMINA.primary}" stroke-width="5" stroke-linecap="round"`) + P('M690 292l18 4-6 17', 'none', ` stroke="${LUMINA.primary}" stroke-width="5" stroke-linecap="round"`);
  out += '</g>' + C(470, 230, 70, '#ffffff', ` fill-opacity=".35" stroke="${LUMINA.navy}" stroke-width="16"`) + R(515, 280, 26, 90, LUMINA.navy, 12, ' transform="rotate(-45 528 325)"');
  return out;
}

function illustrationBranding(r) {
  const sh = uid('s');
  let out = `<defs>${shadowFilter(sh)}</defs>` + blobBackground(r, LUMINA.pink) + `<g filter="url(#${sh})">`;
  out += `<g transform="rotate(-10 300 300)">${R(140, 160, 320, 190, LUMINA.navy, 14)}${mark('Northstar', 300, 240, 70, LUMINA.accent, LUMINA.pink)}${bar(240, 300, 120, 10, '#ffffff', 0.8)}</g>`;
  out += `<g transform="rotate(8 420 380)">${R(280, 300, 320, 190, '#ffffff', 14)}${bar(310, 340, 150, 12, LUMINA.navy, 0.85)}${bar(310, 362, 100, 8, '#94a3b8')}${bar(310, 430, 180, 8, '#cbd5e1')}${bar(310, 448, 140, 8, '#cbd5e1')}${mark('Northstar', 550, 350, 40, LUMINA.primary, LUMINA.accent)}</g>`;
  [LUMINA.primary, LUMINA.second, LUMINA.pink, LUMINA.accent, LUMINA.teal].forEach((c, i) => {
    out += R(600, 90, 60, 200, c, 12, ` transform="rotate(${-30 + i * 15} 630 280)"`);
  });
  out += '</g>' + `<g transform="rotate(35 200 480)">${R(120, 470, 220, 16, LUMINA.accent, 8)}${P('M340 470l30 8-30 8z', '#1f2937')}</g>`;
  return out;
}

function illustrationMarketing(r) {
  const sh = uid('s');
  let out = `<defs>${shadowFilter(sh)}</defs>` + blobBackground(r, LUMINA.accent) + `<g filter="url(#${sh})">`;
  out += P('M140 300l160-80v220l-160-80Z', LUMINA.primary) + R(100, 290, 50, 80, LUMINA.navy, 10) + R(290, 200, 34, 260, LUMINA.second, 16) + P('M150 370l20 90h40l-10-80', LUMINA.navy);
  for (let i = 0; i < 3; i += 1) out += P(`M${350 + i * 26} ${300 - i * 40}q${40 + i * 20} ${30 + i * 10} 0 ${60 + i * 80}`, 'none', ` stroke="${LUMINA.accent}" stroke-width="6" stroke-linecap="round" opacity="${1 - i * 0.25}"`);
  out += R(480, 80, 240, 150, '#ffffff', 16) + C(512, 112, 14, LUMINA.pink) + bar(536, 106, 100, 10, LUMINA.navy, 0.8) + R(500, 136, 200, 60, lighten(LUMINA.second, 0.75), 10) +
    P('M512 214c-6-6-14 0-8 8l8 8 8-8c6-8-2-14-8-8z', LUMINA.pink) + bar(530, 212, 60, 8, '#94a3b8');
  out += R(500, 300, 240, 190, '#ffffff', 16) + bar(524, 324, 120, 10, LUMINA.navy, 0.8);
  let v = 0.2;
  const pts = Array.from({ length: 7 }, (_, i) => { v = Math.min(0.9, v + between(r, 0.02, 0.16)); return `${f(524 + i * 32)} ${f(470 - v * 120)}`; });
  out += P(`M${pts.join('L')}`, 'none', ` stroke="${LUMINA.teal}" stroke-width="5" stroke-linejoin="round"`) + R(524, 470, 192, 2, '#e2e8f0');
  return out + '</g>';
}

function illustrationResources(r) {
  const sh = uid('s');
  let out = `<defs>${shadowFilter(sh)}</defs>` + blobBackground(r, LUMINA.primary);
  const nodes = [[130, 140], [400, 100], [670, 140], [120, 420], [680, 430], [400, 500]];
  out += nodes.map(([x, y]) => P(`M${x} ${y}L400 300`, 'none', ` stroke="${LUMINA.primary}" stroke-width="3" stroke-dasharray="8 8" opacity=".5"`)).join('');
  out += `<g filter="url(#${sh})">` + R(270, 220, 260, 170, '#ffffff', 18) + bar(296, 246, 110, 10, LUMINA.navy, 0.8);
  [50, 80, 60, 100, 90].forEach((h, i) => { out += R(300 + i * 44, 370 - h, 26, h, [LUMINA.primary, LUMINA.teal, LUMINA.accent][i % 3], 6); });
  nodes.forEach(([x, y], i) => {
    const p = randomPortrait(`resource-${i}`);
    out += C(x, y, 46, p.bg) + P(`M${x - 30} ${y + 34}c0-24 14-34 30-34s30 10 30 34a46 46 0 0 1-60 0Z`, p.shirt) +
      C(x, y - 10, 18, p.skin) + P(`M${x - 18} ${y - 12}a18 18 0 0 1 36 0q-18-12-36 0z`, p.hairColor) + C(x, y, 46, 'none', ' stroke="#ffffff" stroke-width="6"');
  });
  return out + '</g>';
}

const illustrations = {
  web: illustrationWeb,
  app: illustrationApp,
  seo: illustrationSeo,
  branding: illustrationBranding,
  marketing: illustrationMarketing,
  resources: illustrationResources,
};

// ---------------------------------------------------------------------------------------------------
// Discover backdrops (1600 x 900)

function skyline(r, colour, base) {
  let out = '';
  let x = 0;
  while (x < 1600) {
    const w = between(r, 50, 120);
    const h = between(r, 80, 300);
    out += R(x, base - h, w, h + 2, colour);
    for (let k = 0; k < 4; k += 1) if (r() < 0.6) out += R(x + between(r, 8, w - 16), base - between(r, 20, h - 10), 6, 9, '#fde68a', 1, ' opacity=".55"');
    x += w + between(r, 2, 12);
  }
  return out + P(`M1040 ${base}L1080 ${base - 420}L1120 ${base}Z`, colour);
}

function backdropDiveIn() {
  const r = rng('dive-in');
  const g = uid('g');
  let out = `<defs>${lin(g, '#1e1b4b', '#f97316', true)}</defs>` + R(0, 0, 1600, 900, `url(#${g})`);
  for (let i = 0; i < 5; i += 1) out += P(`M${f(200 + i * 300)} 900L${f(between(r, 0, 1600))} 0L${f(between(r, 0, 1600) + 120)} 0Z`, '#ffffff', ' opacity=".05"');
  out += C(1250, 520, 120, '#fdba74', ' opacity=".8"') + skyline(r, '#1e1b4b', 820) + R(0, 818, 1600, 82, '#0f0d2e');
  out += R(180, 560, 20, 260, '#b91c1c') + R(420, 560, 20, 260, '#b91c1c') + P('M0 720Q190 560 190 560Q310 700 430 560Q500 660 640 740', 'none', ' stroke="#b91c1c" stroke-width="6"') + R(0, 690, 700, 12, '#b91c1c');
  return svg(1600, 900, out);
}

function backdropTeamMosaic() {
  let out = R(0, 0, 1600, 900, '#0f172a');
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const x = col * 200;
      const y = row * 225;
      const p = randomPortrait(`mosaic-${row}-${col}`);
      out += R(x + 4, y + 4, 192, 217, p.bg, 14) + P(`M${x + 40} ${y + 221}c0-50 30-70 60-70s60 20 60 70Z`, p.shirt) +
        C(x + 100, y + 105, 38, p.skin) + P(`M${x + 62} ${y + 100}a38 38 0 0 1 76 0q-38-26-76 0z`, p.hairColor);
    }
  }
  return svg(1600, 900, out + R(0, 0, 1600, 900, '#4f46e5', 0, ' opacity=".12"'));
}

function backdropSuccess() {
  const r = rng('success-chronicles');
  const g = uid('g');
  let out = `<defs>${lin(g, '#312e81', '#0d9488')}</defs>` + R(0, 0, 1600, 900, `url(#${g})`);
  const cards = [[120, 120, -6], [620, 80, 4], [1120, 150, -3], [300, 480, 5], [860, 470, -5]];
  cards.forEach(([x, y, a], i) => {
    out += `<g transform="rotate(${a} ${x + 190} ${y + 130})">${R(x, y, 380, 260, '#ffffff', 20)}${T(x + 30, y + 90, 90, [LUMINA.accent, LUMINA.pink, LUMINA.primary, LUMINA.teal, LUMINA.second][i], '\u201c', ` font-family="${SERIF}"`)}` +
      [0, 1, 2, 3, 4].map((k) => P(`M${x + 140 + k * 34} ${y + 50}l8 16 18 2-13 12 4 18-17-9-17 9 4-18-13-12 18-2z`, '#f59e0b')).join('') +
      `${bar(x + 30, y + 130, 300, 12, '#334155', 0.7)}${bar(x + 30, y + 154, 260, 12, '#334155', 0.7)}${bar(x + 30, y + 178, between(r, 180, 280), 12, '#334155', 0.7)}` +
      `${C(x + 50, y + 222, 16, lighten(LUMINA.primary, 0.5))}${bar(x + 76, y + 214, 120, 10, '#0f172a', 0.8)}</g>`;
  });
  return svg(1600, 900, out);
}

// ---------------------------------------------------------------------------------------------------
// Write everything

function build() {
  for (const b of brandList) emit(`hero/${b.key}.svg`, heroTile(b));

  for (const [slug, brandKey] of Object.entries(caseStudyBrands)) {
    const b = brands[brandKey];
    emit(`portfolio/${slug}/cover.svg`, caseCover(b));
    galleryLayouts.forEach((layout, i) => emit(`portfolio/${slug}/${String(i + 1).padStart(2, '0')}-${layout}.svg`, caseGallery(b, layout, i)));
  }

  for (const [slug, spec] of teamPortraits) emit(`team/${slug}.svg`, svg(480, 600, portraitBody(spec)));
  for (let i = 1; i <= 20; i += 1) emit(`testimonials/${String(i).padStart(2, '0')}.svg`, avatar(randomPortrait(`testimonial-${i}`), 240));

  for (const partner of partnerMarks) emit(`partners/${partner[0]}.svg`, partnerLogo(partner));
  for (const publication of publicationMarks) emit(`publications/${publication[0]}.svg`, publicationLogo(publication));
  emit('publications/field-notes.svg', wordmark('Field Notes'));

  eventKinds.forEach((kind, i) => {
    const r = rng(`event-${i + 1}`);
    emit(`events/event-${String(i + 1).padStart(2, '0')}.svg`, svg(800, 600, eventScene(kind, r, i)));
  });

  for (const key of ['web', 'app', 'seo', 'branding']) emit(`artistry/${key}.svg`, svg(800, 600, illustrations[key](rng(`artistry-${key}`))));
  for (const key of Object.keys(illustrations)) {
    emit(`discover/slide-${key}.svg`, svg(960, 640, cover(960, 640, 800, 600, illustrations[key](rng(`slide-${key}`)), '#eef2ff')));
  }
  emit('discover/dive-in.svg', backdropDiveIn());
  emit('discover/team-mosaic.svg', backdropTeamMosaic());
  emit('discover/success-chronicles.svg', backdropSuccess());
  [['workshop', 1], ['hackathon', 2], ['stage', 0], ['celebration', 3]].forEach(([kind, variant], i) => {
    const body = eventScene(kind, rng(`gallery-${i + 1}`), variant);
    emit(`discover/gallery-${i + 1}.svg`, svg(800, 1000, cover(800, 1000, 800, 600, body, '#0f172a')));
  });
  emit('strategy/marketing.svg', svg(800, 600, illustrationMarketing(rng('strategy-marketing'))));
  emit('strategy/resources.svg', svg(800, 600, illustrationResources(rng('strategy-resources'))));

  if (process.argv.includes('--check')) return check();
  for (const entry of existsSync(OUT) ? readdirSync(OUT, { withFileTypes: true }) : []) {
    if (entry.name !== MARKS) rmSync(join(OUT, entry.name), { recursive: true, force: true });
  }
  let bytes = 0;
  for (const [path, content] of files) {
    const target = join(OUT, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    bytes += Buffer.byteLength(content);
  }
  console.log(`Wrote ${files.size} images (${Math.round(bytes / 1024)} KB) to public/images/`);
}

/** Compares public/images/ with what build() drew: the same files, byte for byte, and no others. */
function check() {
  const onDisk = readdirSync(OUT, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(OUT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith(`${MARKS}/`));
  const problems = [
    ...[...files.keys()].filter((path) => !onDisk.includes(path)).map((path) => `missing: ${path}`),
    ...onDisk.filter((path) => !files.has(path)).map((path) => `not drawn by this script: ${path}`),
    ...[...files].filter(([path, content]) => onDisk.includes(path) && readFileSync(join(OUT, path), 'utf8') !== content).map(([path]) => `differs: ${path}`),
  ];
  if (problems.length > 0) {
    console.error(`public/images/ is not what scripts/generate-images.mjs draws (run \`npm run images\`):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`public/images/ matches the ${files.size} images scripts/generate-images.mjs draws.`);
}

build();
