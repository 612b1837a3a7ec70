import { createHash } from 'node:crypto';

// The Content-Security-Policy of the pages. Scripts run only from this origin or, inline, when the
// policy names them: by the SHA-256 of their text on prerendered pages (so those pages stay static and
// cacheable), by a nonce on pages rendered per request. The rest of the policy is the same everywhere.

// Attribute values are quoted by React and Next; unquoted values are tolerated for hand-written HTML.
/** `<script …>text</script>`: group 1 is the attributes, group 2 the text. */
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** An element's attributes by lower-case name, values as written; the first of a repeated name wins, as in browsers. */
function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** JavaScript MIME types (and the empty type) that make a <script> element executable. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/jscript',
]);

/** `'sha256-…'`: the CSP source that allows one inline script whose text is exactly `body`. */
export function scriptHashSource(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of every inline script the browser would execute in `html`: elements without `src`
 * whose type is JavaScript (JSON-LD and other data blocks never run, so they need no hash). Each hash
 * appears once, in document order.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(match[1] ?? '');
    if (attributes.has('src')) continue;
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(scriptHashSource(match[2] ?? ''));
  }
  return [...hashes];
}

export type PolicyOptions = {
  /** Inline-script allowances: hash sources and/or one `'nonce-…'` source. */
  scriptSources: readonly string[];
  /** Public URL of the site; an https site also upgrades stray http subresources. */
  siteUrl: string;
  /** Origins images may come from besides this one (the image host, the upstream API). */
  imageOrigins?: readonly string[];
  /** Origins that may be framed: the video embeds of posts and the contact map. */
  frameOrigins: readonly string[];
  /** Inline-style allowances: the hashes of the site's stylesheet in the page (app/site-styles.tsx). */
  styleSources?: readonly string[];
  /** `next dev` evaluates code and injects <style> elements for hot reload. */
  development?: boolean;
};

const unique = (values: readonly string[]) => [...new Set(values)];

/** The Content-Security-Policy header value of a page. */
export function buildContentSecurityPolicy(options: PolicyOptions): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...options.scriptSources, ...(options.development ? ["'unsafe-eval'"] : [])])],
    // Server-rendered style attributes (React `style` props, next/image) need 'unsafe-inline' in
    // style-src; browsers that know style-src-elem still refuse any inline <style> element but the
    // site's stylesheet, allowed by its hash.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ...(options.development ? [] : ([['style-src-elem', unique(["'self'", ...(options.styleSources ?? [])])]] as [string, string[]][])),
    ['img-src', unique(["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])])],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['frame-src', options.frameOrigins.length > 0 ? unique(options.frameOrigins) : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const parts = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (options.siteUrl.startsWith('https://')) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** The origin of an absolute http(s) URL, or undefined. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
