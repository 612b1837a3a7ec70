import localFont from 'next/font/local';

import './fonts/fallbacks.css';

/**
 * Geist Sans, the variable font of the `geist` package (every weight in one file), cut down to Latin
 * scripts and the site's own characters by `node scripts/subset-font.mjs`, so every page's critical
 * path carries about half the bytes. Characters outside it are drawn by the fallback font. The CSS variable is
 * the one tailwind.config.ts names for `font-sans`.
 */
export const geistSans = localFont({
  src: './fonts/geist-sans-latin.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
  // Until Geist loads, text is drawn in a system font scaled to its metrics, so the swap moves nothing:
  // fonts/fallbacks.css (made by the same script) covers Windows and macOS (Arial), Linux (Liberation
  // Sans, or DejaVu Sans where it is missing) and Android (Roboto); Next.js's own fallback names Arial only.
  adjustFontFallback: false,
  fallback: ['Geist Fallback Arial', 'Geist Fallback Liberation Sans', 'Geist Fallback Roboto', 'Geist Fallback DejaVu Sans'],
});
