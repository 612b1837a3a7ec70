// @ts-check
// Plain JavaScript: the page cache (lib/server/page-cache.mjs) loads this module at run time, outside the
// build, and Node cannot import TypeScript.
import { attributesOf, LINK_ELEMENT, SCRIPT_ELEMENT } from '../security/html-elements.mjs';

/**
 * The framework loads after the first paint.
 *
 * Next.js puts its script chunks in the head of every page as `<script async>` elements (and preloads a
 * few more), so the browser fetches about 150 KB of JavaScript while it is still fetching the styles,
 * the font and the images of the first screen, and on a slow connection the first screen waits for it.
 * None of it is needed to paint a prerendered page. `deferFrameworkScripts` takes those elements out of
 * a prerendered page's HTML and lists their URLs in a JSON block at the end of the body, where a small
 * inline loader (`DEFERRED_SCRIPT_LOADER`, allowed by its hash in every page's Content-Security-Policy)
 * adds them to the document once the browser has painted the page's first content, in their order.
 * They are the same files with the same attributes, so React and Next.js hydrate as before, only later.
 *
 * Only elements exactly as Next.js writes them are moved (`<script src async>`, optionally with a
 * nonce, and `<link rel="preload" as="script">`); anything else, such as the `nomodule` polyfills or a
 * script with `integrity`, stays where it is. A document without such scripts, or already transformed,
 * is returned unchanged, so the transformation is safe to apply twice.
 */

/** Id of the JSON block that lists the deferred scripts. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/**
 * When the browser reports the first contentful paint (its observers hear of it once the frame is on
 * screen), the listed preloads and scripts are added to the head. They are added at once when there is
 * nothing to paint before they run: a body with no visible element (Next.js renders some error pages on
 * the client) or a page opened in a background tab. A browser that reports no paint timing waits one
 * frame; after 5 s they load whatever happened.
 */
export const DEFERRED_SCRIPT_LOADER =
  '(function(d){var e=d.getElementById("' +
  DEFERRED_SCRIPTS_ID +
  '"),l,done=0;if(!e)return;try{l=JSON.parse(e.textContent)}catch(x){return}' +
  'function add(){if(done)return;done=1;var i,n;' +
  'for(i=0;i<l.preload.length;i++){n=d.createElement("link");n.rel="preload";n.setAttribute("as","script");n.setAttribute("fetchpriority","low");n.href=l.preload[i];d.head.appendChild(n)}' +
  'for(i=0;i<l.scripts.length;i++){n=d.createElement("script");n.src=l.scripts[i];n.setAttribute("async","");d.head.appendChild(n)}}' +
  'function afterFrame(){requestAnimationFrame(function(){setTimeout(add,0)})}' +
  'for(var c=d.body.firstElementChild;c&&(c.hidden||/^(SCRIPT|TEMPLATE|NOSCRIPT|LINK|STYLE)$/.test(c.tagName));)c=c.nextElementSibling;' +
  'if(!c||d.visibilityState!=="visible"){add();return}setTimeout(add,5000);' +
  'var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0){afterFrame();return}' +
  'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();add()}}).observe({type:"paint",buffered:true})' +
  '})(document)';

/** @param {string} value */
function decodeAttribute(value) {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, entity) =>
    ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[/** @type {'amp'} */ (entity)],
  );
}

/** @param {Map<string, string>} attributes @param {Set<string>} allowed */
function only(attributes, allowed) {
  for (const name of attributes.keys()) if (!allowed.has(name)) return false;
  return true;
}

const SCRIPT_ATTRIBUTES = new Set(['src', 'async', 'nonce']);
const PRELOAD_ATTRIBUTES = new Set(['rel', 'as', 'href', 'fetchpriority', 'nonce']);

/**
 * The URLs a transformed document loads after its first paint, in document order, or undefined when the
 * document has no deferred scripts.
 * @param {string} html
 * @returns {{ preload: string[], scripts: string[] } | undefined}
 */
export function deferredScriptsOf(html) {
  const block = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
  if (!block) return undefined;
  return JSON.parse(/** @type {string} */ (block[1]));
}

/**
 * The page with its framework scripts loaded after the first paint (see above).
 * @param {string} html
 * @returns {string}
 */
export function deferFrameworkScripts(html) {
  if (!/^\s*<!DOCTYPE html>/i.test(html) || html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) return html;
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return html;

  /** @type {string[]} */
  const scripts = [];
  let moved = html.slice(0, bodyEnd).replace(SCRIPT_ELEMENT, (element, source, text) => {
    const attributes = attributesOf(source);
    const src = attributes.get('src');
    if (!src || !attributes.has('async') || text.trim() !== '' || !only(attributes, SCRIPT_ATTRIBUTES)) return element;
    const url = decodeAttribute(src);
    if (!scripts.includes(url)) scripts.push(url);
    return '';
  });
  if (scripts.length === 0) return html;

  /** @type {string[]} */
  const preload = [];
  moved = moved.replace(LINK_ELEMENT, (element, source) => {
    const attributes = attributesOf(source);
    const href = attributes.get('href');
    if (
      !href ||
      attributes.get('rel')?.toLowerCase() !== 'preload' ||
      attributes.get('as')?.toLowerCase() !== 'script' ||
      !only(attributes, PRELOAD_ATTRIBUTES)
    ) {
      return element;
    }
    const url = decodeAttribute(href);
    // A chunk the page also loads as a script needs no preload of its own.
    if (!scripts.includes(url) && !preload.includes(url)) preload.push(url);
    return '';
  });

  // `<` escaped so that no URL can end the JSON block early.
  const list = JSON.stringify({ preload, scripts }).replace(/</g, '\\u003c');
  return (
    moved +
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${list}</script>` +
    `<script>${DEFERRED_SCRIPT_LOADER}</script>` +
    html.slice(bodyEnd)
  );
}
