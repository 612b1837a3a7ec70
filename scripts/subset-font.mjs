#!/usr/bin/env node
/**
 * Writes public/fonts/geist-sans-latin.woff2: the Geist Sans variable font of the `geist` package (all
 * weights, one file) cut down to the characters this site can show, which halves the font every page
 * preloads (69 KB to about 38 KB) and so shortens the critical path of the first paint.
 *
 * Also writes app/fonts/fallbacks.css: the fallback faces shown until Geist has loaded, each a system font
 * scaled to Geist's metrics (Capsize's font stack), so the swap moves no text. Next.js's own fallback
 * names Arial only, which Linux and Android do not have: there the page fell back to an unscaled font and
 * the footer of a short page jumped when Geist arrived (CLS 0.19 measured). Liberation Sans (Linux) has
 * Arial's metrics; Roboto is Android's; DejaVu Sans is the sans-serif of Linux systems without Liberation
 * (Debian's minimal installs: the CI machine's Chromium drew the 404 page in it, and a line wrapped
 * differently when Geist arrived, CLS 0.027).
 * Text in capitals has faces of its own ("Geist Caps Fallback"), the same system fonts scaled to Geist's
 * capitals (CAPS_WIDTH_AVG below).
 *
 * Kept: Basic Latin, Latin-1, Latin Extended-A (names such as Łukasz or Dvořák), general punctuation,
 * currency signs, arrows, ™ and the minus sign, plus every other character found in the site's own text
 * (content/, app/, components/, the stylesheet's escaped `content` glyphs included) that the font has. A
 * character outside the subset (another script, say) is drawn by the fallback font, as the browser does
 * for any glyph a font lacks; a rebrand into such a script runs this again with more ranges, or points
 * app/site.inline-css at a full font.
 *
 * The font is under the SIL Open Font License 1.1, which allows modified versions (Geist names no
 * Reserved Font Name); the licence is copied next to the subset.
 *
 * Usage: node scripts/subset-font.mjs          writes the font and its licence
 *        node scripts/subset-font.mjs --check  exits 1 when the committed font is not what this writes
 */
import { readdirSync, readFileSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The package's exports map hides its files, so it is read from its folder.
const geistDir = path.join(root, 'node_modules', 'geist');
const SOURCE = path.join(geistDir, 'dist', 'fonts', 'geist-sans', 'Geist-Variable.woff2');
const LICENSE = path.join(geistDir, 'LICENSE.txt');
export const OUTPUT = path.join(root, 'public', 'fonts', 'geist-sans-latin.woff2');
const OUTPUT_LICENSE = path.join(root, 'public', 'fonts', 'OFL.txt');
export const FALLBACK_CSS = path.join(root, 'app', 'fonts', 'fallbacks.css');

/** Inclusive code point ranges always kept. */
const RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement
  [0x100, 0x17f], // Latin Extended-A
  [0x2000, 0x206f], // General Punctuation (dashes, quotes, ellipsis, bullets)
  [0x20a0, 0x20cf], // Currency Symbols (€, ₹, ...)
  [0x2122, 0x2122], // ™
  [0x2190, 0x21ff], // Arrows
  [0x2212, 0x2212], // minus
];

const TEXT_DIRS = ['content', 'app', 'components'];
const TEXT_FILE = /\.(tsx?|mdx?|json|css)$/;
// A character the stylesheet draws (`content: "\2192"`, components/ui/glyph.tsx), written as a CSS escape.
const CSS_ESCAPE = /\\([0-9a-fA-F]{1,6})/g;

function* textFiles(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* textFiles(file);
    else if (TEXT_FILE.test(name)) yield file;
  }
}

/** Every character of the ranges and of the site's own text, as one string. */
export function subsetText() {
  const characters = new Set();
  for (const [first, last] of RANGES) for (let code = first; code <= last; code += 1) characters.add(String.fromCodePoint(code));
  for (const dir of TEXT_DIRS) {
    for (const file of textFiles(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const character of text) if (character.codePointAt(0) > 0x7e) characters.add(character);
      if (file.endsWith('.css')) {
        for (const [, hex] of text.matchAll(CSS_ESCAPE)) {
          const code = parseInt(hex, 16);
          if (code > 0x7e && code <= 0x10ffff) characters.add(String.fromCodePoint(code));
        }
      }
    }
  }
  return [...characters].sort().join('');
}

export async function buildSubset() {
  return subsetFont(readFileSync(SOURCE), subsetText(), { targetFormat: 'woff2' });
}

// Capsize's collection has no DejaVu Sans: its metrics as @capsizecss/unpack reads them from DejaVu Sans
// 2.37 (Debian's fonts-dejavu-core, DejaVuSans.ttf and DejaVuSans-Bold.ttf).
const dejaVuSans = {
  familyName: 'DejaVu Sans',
  fullName: 'DejaVu Sans',
  postscriptName: 'DejaVuSans',
  category: 'sans-serif',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
};
const dejaVuSansBold = { ...dejaVuSans, fullName: 'DejaVu Sans Bold', postscriptName: 'DejaVuSans-Bold', xWidthAvg: 1176 };
// Liberation Sans has Arimo's metrics, under its own names.
const liberationSans = { ...metrics.arimo, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' };
const liberationSansBold = { ...metrics.arimo.variants['700'], familyName: 'Liberation Sans', fullName: 'Liberation Sans Bold', postscriptName: 'LiberationSans-Bold' };

/** A face of one weight of a font in Capsize's collection, under the family name its regular face has. */
const variant = (font, weight) => ({ ...font.variants[weight], familyName: font.familyName });

/**
 * Geist is one variable font, but a system font is a regular face and a bold one: a semibold heading
 * drawn in the regular face scaled to Geist's regular widths came out narrower than in Geist SemiBold, and
 * wrapped one line shorter until Geist arrived (the case study's heading on a phone). So each weight range
 * the site draws has faces of its own, scaled to Geist at that weight: the regular faces up to 400, the
 * same faces (Roboto's medium one) scaled to Geist Medium for 500, the bold faces scaled to Geist SemiBold
 * from 600, the site's bold weight. Each list is in the order of the font stack in app/site.inline-css.
 */
const WEIGHT_RANGES = [
  { weight: '100 400', geist: metrics.geist, faces: [metrics.arial, liberationSans, metrics.roboto, dejaVuSans] },
  { weight: '500', geist: variant(metrics.geist, '500'), faces: [metrics.arial, liberationSans, variant(metrics.roboto, '500'), dejaVuSans] },
  {
    weight: '600 900',
    geist: variant(metrics.geist, '600'),
    faces: [variant(metrics.arial, '700'), liberationSansBold, variant(metrics.roboto, '700'), dejaVuSansBold],
  },
];

/**
 * Average widths of capitals, weighted as Capsize weights `xWidthAvg` (its latin character frequencies) with
 * every character upper-cased: what a line in `text-transform: uppercase` is made of. Capsize scales a
 * fallback to the average lowercase width, and capitals do not keep that ratio: Arial's are wider than
 * Geist's for the same lowercase width, DejaVu's narrower, so an eyebrow in capitals changed width when Geist
 * arrived and the words after it moved. Read with harfbuzz from Geist's variable font (at 400, 500 and 600)
 * and from the fonts of Debian's packages fonts-liberation 1.07.4 (Arial's advance widths, so Arial's too),
 * fonts-roboto-unhinted 20170802 and fonts-dejavu-core 2.37; keyed by each face's full name. The same
 * reading with the lowercase weighting gives Capsize's own xWidthAvg for each of them.
 */
const LIBERATION_CAPS = { regular: 1206, bold: 1221 };
const CAPS_WIDTH_AVG = {
  'Geist Regular': 565,
  'Geist Medium': 572,
  'Geist SemiBold': 580,
  Arial: LIBERATION_CAPS.regular,
  'Arial Bold': LIBERATION_CAPS.bold,
  'Liberation Sans': LIBERATION_CAPS.regular,
  'Liberation Sans Bold': LIBERATION_CAPS.bold,
  'Roboto Regular': 1116,
  'Roboto Medium': 1125,
  'Roboto Bold': 1132,
  'DejaVu Sans': 1223,
  'DejaVu Sans Bold': 1365,
};

/** A face with its capitals' average width in place of its lowercase one. */
function capitals(font) {
  const xWidthAvg = CAPS_WIDTH_AVG[font.fullName];
  if (!xWidthAvg) throw new Error(`No capitals width for ${font.fullName}`);
  // Capsize reads a face's width from its per-subset figures where it has them.
  return { ...font, xWidthAvg, subsets: undefined };
}

/** The @font-face rules of one stack: Geist (its family name given) then the fallbacks, per weight range. */
function stackFaces(family, faceOf) {
  return WEIGHT_RANGES.map(({ weight, geist, faces: fallbacks }) => {
    const fonts = [{ ...faceOf(geist), familyName: family }, ...fallbacks.map(faceOf)];
    const { fontFaces } = createFontStack(fonts, { fontFaceProperties: { fontWeight: weight } });
    // Plain family names, without Capsize's colon, as the font stacks in app/site.inline-css write them.
    return fontFaces.trim().replaceAll(`${family} Fallback: `, `${family} Fallback `);
  });
}

/**
 * The @font-face rules of the metric-matched fallbacks; their family names go in app/site.inline-css. The
 * "Geist Caps" faces are the same system fonts scaled to Geist's capitals, for text set in capitals.
 */
export function fallbackCss() {
  const faces = [...stackFaces('Geist', (font) => font), ...stackFaces('Geist Caps', capitals)];
  return `/* Written by scripts/subset-font.mjs: system fonts scaled to Geist's metrics, shown until it loads. */\n${faces.join('\n')}\n`;
}

async function main() {
  const subset = await buildSubset();
  const css = Buffer.from(fallbackCss());
  if (process.argv.includes('--check')) {
    const stale = [
      [OUTPUT, subset],
      [FALLBACK_CSS, css],
    ].filter(([file, expected]) => {
      try {
        return !readFileSync(file).equals(expected);
      } catch {
        return true;
      }
    });
    for (const [file] of stale) console.error(`${path.relative(root, file)} is out of date: run node scripts/subset-font.mjs`);
    if (stale.length > 0) {
      process.exitCode = 1;
      return;
    }
    console.log(`${path.relative(root, OUTPUT)} (${subset.length} bytes) and ${path.relative(root, FALLBACK_CSS)} are up to date.`);
    return;
  }
  writeFileSync(OUTPUT, subset);
  writeFileSync(FALLBACK_CSS, css);
  copyFileSync(LICENSE, OUTPUT_LICENSE);
  const before = statSync(SOURCE).size;
  console.log(`Wrote ${path.relative(root, OUTPUT)}: ${subset.length} bytes (the full font is ${before} bytes).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`subset-font: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  });
}
