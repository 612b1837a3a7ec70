// @ts-check
// Reading the script and link elements of a page's HTML, shared by the Content-Security-Policy hashes
// (csp.ts) and the page cache's script deferral (lib/server/deferred-scripts.mjs). Plain JavaScript: the
// page cache loads it at run time, outside the build.

// Attribute values are quoted by React and Next; unquoted values are tolerated for hand-written HTML.
/** `<script …>text</script>`: group 1 is the attributes, group 2 the text. */
export const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
/** `<link …>` or `<link …/>`: group 1 is the attributes. */
export const LINK_ELEMENT = /<link\b((?:[^>"']|"[^"]*"|'[^']*')*?)\/?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * An element's attributes by lower-case name, values as written (entities not decoded); the first of a
 * repeated name wins, as in browsers.
 * @param {string} source
 * @returns {Map<string, string>}
 */
export function attributesOf(source) {
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = /** @type {string} */ (match[1]).toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}
