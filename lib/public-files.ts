import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The files of public/, as the server reads them: the proxy, to tell an image's path from a slug, and the
// pages, to carry a small LCP image inside their HTML.

const publicDir = path.resolve(process.cwd(), 'public');

let listing: ReadonlyMap<string, number> | undefined;

/**
 * Every file of public/ with its size, read once: Next.js serves only the files that were there at build
 * time, and a path that names none (what bots send all day: `/wp-login.php`) is then answered from memory.
 */
function publicFiles(): ReadonlyMap<string, number> {
  if (listing) return listing;
  const files = new Map<string, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync(/* turbopackIgnore: true */ publicDir, { recursive: true, encoding: 'utf8' });
  } catch {
    // No public/ folder: no files.
  }
  for (const entry of entries) {
    const file = path.join(publicDir, entry);
    const stat = statSync(/* turbopackIgnore: true */ file, { throwIfNoEntry: false });
    if (stat?.isFile()) files.set(file, stat.size);
  }
  listing = files;
  return files;
}

/** The file of public/ that a URL path names, when there is one; never a path outside public/. */
export function publicFile(pathname: string): { file: string; size: number } | undefined {
  let file: string;
  try {
    file = path.join(publicDir, decodeURIComponent(pathname));
  } catch {
    return undefined;
  }
  if (!file.startsWith(`${publicDir}${path.sep}`)) return undefined;
  const size = publicFiles().get(file);
  return size === undefined ? undefined : { file, size };
}

/**
 * The largest SVG a page carries inside its HTML, as a data: URL, instead of asking for it. On a slow
 * phone a request costs a round trip after the HTML, most of an image LCP's time; a few KB of HTML cost
 * far less. Larger files, raster images and remote images are fetched as usual.
 */
export const INLINE_SVG_MAX_BYTES = 8 * 1024;
const MAX_KNOWN = 500;
const inlined = new Map<string, string>();

/** `src` as a data: URL when it names an SVG of public/ of at most INLINE_SVG_MAX_BYTES, else `src` itself. */
export function inlinedSvg(src: string): string {
  if (!/^\/[^?#]*\.svg$/i.test(src)) return src;
  let value = inlined.get(src);
  if (value === undefined) {
    const found = publicFile(src);
    value = found && found.size <= INLINE_SVG_MAX_BYTES ? `data:image/svg+xml,${encodeURIComponent(readFileSync(/* turbopackIgnore: true */ found.file, 'utf8'))}` : src;
    if (inlined.size >= MAX_KNOWN) inlined.delete(inlined.keys().next().value!);
    inlined.set(src, value);
  }
  return value;
}
