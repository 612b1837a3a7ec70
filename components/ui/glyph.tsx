/**
 * The typographic glyphs of the design, each drawn by a `.glyph-*` rule of app/globals.css (where
 * scripts/subset-font.mjs finds them for the font): next (U+2192), back (U+2190), external (U+2197),
 * spark (U+2726), ellipsis (U+2026) and range (U+2013).
 */
export type GlyphName = 'next' | 'back' | 'external' | 'spark' | 'ellipsis' | 'range';

/**
 * A glyph the stylesheet draws instead of a character in the markup: Next.js keeps a cached page as one
 * string, and a single character above U+00FF makes it a two-byte string that Node.js re-encodes in full
 * on every response (docs/page-speed.md, "Characters above U+00FF"). Decorative, so hidden from screen
 * readers, unless `spoken` (the dash of a "1–3" counter).
 */
export function Glyph({ name, className, spoken = false }: { name: GlyphName; className?: string; spoken?: boolean }) {
  return <span aria-hidden={spoken ? undefined : true} className={className ? `glyph-${name} ${className}` : `glyph-${name}`} />;
}
