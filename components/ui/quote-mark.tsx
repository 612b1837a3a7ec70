/**
 * The opening quote mark of a testimonial card, in the current text colour. The stylesheet draws it
 * (`.quote-mark` in app/globals.css, an SVG mask filled with `currentColor`), so a page of many cards does
 * not carry the same path once per card in its markup and again in its RSC payload. `wall` is the
 * testimonial wall's own, visibly different mark. A block, as the SVG it replaces was (Tailwind's base
 * styles make every svg a block).
 */
export function QuoteMark({ className, wall = false }: { className: string; wall?: boolean }) {
  return <span aria-hidden="true" className={`${wall ? 'quote-mark-wall' : 'quote-mark'} ${className}`} />;
}
