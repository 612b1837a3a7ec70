import { readFileSync } from 'node:fs';
import path from 'node:path';

let css: string | undefined;

/**
 * The SVG drawing of a mark the stylesheet draws as a mask (`.{className} { --mark: url("/images/marks/….svg") }`
 * in app/globals.css, the file in public/), or undefined when the stylesheet has none for that class.
 */
export function markDrawing(className: string): string | undefined {
  css ??= readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');
  const escaped = className.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const file = new RegExp(`\\.${escaped} \\{\\s*--mark: url\\("(/images/marks/[a-z-]+\\.svg)"\\);`).exec(css)?.[1];
  return file === undefined ? undefined : readFileSync(path.join(process.cwd(), 'public', file), 'utf8').trim();
}

/** A single-path SVG drawing on a 24-unit grid, as every icon mark is. */
export const ICON_DRAWING = /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'[^>]*><path d='M[^']+'[^>]*\/><\/svg>$/;
