import { readFileSync } from 'node:fs';
import path from 'node:path';

let css: string | undefined;

/**
 * The SVG drawing of a mark the stylesheet draws as a mask (`.{className} { --mark: url("data:image/svg+xml,…") }`
 * in app/globals.css), decoded, or undefined when the stylesheet has none for that class.
 */
export function markDrawing(className: string): string | undefined {
  css ??= readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');
  const escaped = className.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const data = new RegExp(`\\.${escaped} \\{\\s*--mark: url\\("data:image/svg\\+xml,([^"]+)"\\);`).exec(css)?.[1];
  return data === undefined ? undefined : decodeURIComponent(data);
}

/** A single-path SVG drawing on a 24-unit grid, as every icon mark is. */
export const ICON_DRAWING = /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'[^>]*><path d='M[^']+'[^>]*\/><\/svg>$/;
