import { inlineScriptHashes, scriptHashSource } from '@/lib/security/csp';
import {
  DEFERRED_SCRIPT_LOADER,
  DEFERRED_SCRIPTS_ID,
  deferFrameworkScripts,
  deferredScriptsOf,
} from '@/lib/server/deferred-scripts.mjs';

// The head and body as Next.js 16 writes them for a prerendered page (shortened).
const head =
  '<meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime-deps.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js?dpl=a&amp;v=2" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>';
const body =
  '<a href="#main">Skip to content</a><main id="main"><h1>Digital agency</h1></main>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script id="_R_">(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push({})</script>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const page = `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

const scriptSrcs = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"[^>]*>/g)].map((match) => match[1]);

describe('deferFrameworkScripts', () => {
  const deferred = deferFrameworkScripts(page);

  it('lists the async scripts, then the preloaded chunks no script loads, once each and in document order', () => {
    expect(deferredScriptsOf(deferred)).toEqual({
      preload: ['/_next/static/chunks/runtime-deps.js'],
      scripts: [
        '/_next/static/chunks/react-dom.js',
        '/_next/static/chunks/turbopack-runtime.js',
        '/_next/static/chunks/page.js?dpl=a&v=2',
      ],
    });
  });

  it('takes those elements out of the document and keeps everything else where it was', () => {
    expect(scriptSrcs(deferred)).toEqual(['/_next/static/chunks/polyfills.js']);
    expect(deferred).not.toContain('rel="preload" as="script"');
    const unchanged = [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
      '<main id="main"><h1>Digital agency</h1></main>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push({})</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ];
    for (const part of unchanged) expect(deferred).toContain(part);
  });

  it('ends the body with the list and the loader, whose hash is the only new inline-script hash', () => {
    expect(deferred.endsWith(`<script>${DEFERRED_SCRIPT_LOADER}</script></body></html>`)).toBe(true);
    expect(deferred).toContain(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">`);
    expect(inlineScriptHashes(deferred)).toEqual([...inlineScriptHashes(page), scriptHashSource(DEFERRED_SCRIPT_LOADER)]);
  });

  it('changes nothing twice, nor a document without async scripts, nor what is not a document', () => {
    expect(deferFrameworkScripts(deferred)).toBe(deferred);
    const noScripts = `<!DOCTYPE html><html><head>${head.replace(/<script[^>]*async=""><\/script>/g, '')}</head><body><p>Hi</p></body></html>`;
    expect(deferFrameworkScripts(noScripts)).toBe(noScripts);
    const fragment = `<div>${head}</div>`;
    expect(deferFrameworkScripts(fragment)).toBe(fragment);
    const json = JSON.stringify({ html: page });
    expect(deferFrameworkScripts(json)).toBe(json);
    expect(deferredScriptsOf(page)).toBeUndefined();
  });

  it.each([
    ['with integrity', '<script src="/a.js" async="" integrity="sha384-x"></script>'],
    ['with crossorigin', '<script src="/a.js" async="" crossorigin=""></script>'],
    ['of a module type', '<script type="module" src="/a.js" async=""></script>'],
    ['not async', '<script src="/a.js"></script>'],
    ['with inline text', '<script src="/a.js" async="">ignored()</script>'],
  ])('leaves a script %s in place', (_name, element) => {
    const html = `<!DOCTYPE html><html><head>${element}<script src="/b.js" async=""></script></head><body></body></html>`;
    const result = deferFrameworkScripts(html);
    expect(result).toContain(element);
    expect(deferredScriptsOf(result)?.scripts).toEqual(['/b.js']);
  });

  it('moves a script that carries a nonce, and a URL with "<" cannot end the JSON block', () => {
    const html =
      '<!DOCTYPE html><html><head><script src="/a.js" async="" nonce="abc"></script>' +
      '<script src="/x.js?q=&lt;/script&gt;" async=""></script></head><body></body></html>';
    const result = deferFrameworkScripts(html);
    expect(scriptSrcs(result)).toEqual([]);
    expect(result).not.toContain('</script>"');
    expect(deferredScriptsOf(result)?.scripts).toEqual(['/a.js', '/x.js?q=</script>']);
  });
});

type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void };

/** Runs the loader in this jsdom document, with frames and paint timing under the test's control. */
function runLoader(bodyHtml: string, { visibility = 'visible', paintTiming = true } = {}) {
  const html = deferFrameworkScripts(`<!DOCTYPE html><html><head>${head}</head><body>${bodyHtml}</body></html>`);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const observers: Observer[] = [];
  const disconnect = jest.fn();
  const FakeObserver = Object.assign(
    function (this: unknown, callback: Observer['callback']) {
      observers.push({ callback });
      return { observe: () => undefined, disconnect };
    },
    { supportedEntryTypes: paintTiming ? ['paint', 'resource'] : ['resource'] },
  );
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
  // The loader is an inline script of the page: run it as one.
  new Function(DEFERRED_SCRIPT_LOADER)();
  const added = () => [...document.head.querySelectorAll('script[src]:not([nomodule])')].map((script) => script.getAttribute('src'));
  const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
  const paint = (name: string) =>
    observers.forEach(({ callback }) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect }));
  const runFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
  return { added, preloads, paint, runFrame, disconnect };
}

describe('the deferred script loader', () => {
  const scripts = ['/_next/static/chunks/react-dom.js', '/_next/static/chunks/turbopack-runtime.js', '/_next/static/chunks/page.js?dpl=a&v=2'];
  const content = '<a href="#main">Skip to content</a><main id="main"><h1>Digital agency</h1></main>';

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds the scripts, async and in order, when the first contentful paint is reported', () => {
    const loader = runLoader(content);
    loader.runFrame();
    jest.advanceTimersByTime(1_000);
    loader.paint('first-paint');
    expect(loader.added()).toEqual([]);

    loader.paint('first-contentful-paint');
    expect(loader.disconnect).toHaveBeenCalled();
    expect(loader.added()).toEqual(scripts);
    expect([...document.head.querySelectorAll('script[src]:not([nomodule])')].every((script) => script.hasAttribute('async'))).toBe(true);
    expect(loader.preloads()).toEqual(['/_next/static/chunks/runtime-deps.js']);

    // Only once, whatever fires later.
    jest.advanceTimersByTime(10_000);
    expect(loader.added()).toEqual(scripts);
  });

  it('adds them after 5 s when no paint is reported', () => {
    const loader = runLoader(content);
    jest.advanceTimersByTime(4_999);
    expect(loader.added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loader.added()).toEqual(scripts);
  });

  it('adds them at once when the body has nothing visible to paint before they run', () => {
    const loader = runLoader('<div hidden=""><!--$--><!--/$--></div><script>self.__next_f=[]</script>');
    expect(loader.added()).toEqual(scripts);
  });

  it('adds them at once in a background tab, which paints nothing', () => {
    const loader = runLoader(content, { visibility: 'hidden' });
    expect(loader.added()).toEqual(scripts);
  });

  it('waits one frame in a browser without paint timing', () => {
    const loader = runLoader(content, { paintTiming: false });
    expect(loader.added()).toEqual([]);
    loader.runFrame();
    jest.advanceTimersByTime(0);
    expect(loader.added()).toEqual(scripts);
  });
});
