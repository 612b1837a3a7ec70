/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildContentSecurityPolicy, inlineScriptHashes, originOf, scriptHashSource } from '@/lib/security/csp';
import { createHash } from 'node:crypto';
import { createPagePolicyResolver, routeOfAppPage, type PageScriptPolicy } from '@/lib/security/page-policy';
// Every sheet is the same stub under Jest (tests/fixtures/inline-css-stub.cjs).
import inlineCssStub from '@/app/site.inline-css';

// Reference digests from `printf '%s' TEXT | openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const NEXT_BOOT = "'sha256-OBTN3RiyCV4Bq7dFqZ5a2pAXjnCcCYeTJMO2I/LYKeo='";
const HELLO_UTF8 = "'sha256-PEhZHY0JikU49eAT389AbpSOrE0yd7EL9hTildYGgXk='";

/** The entity tag of a page's HTML: its SHA-256 in base64url, first 27 characters, quoted (a strong tag). */
const tagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}


/** A cached page's policy without its render nonce (checked on its own below). */
function cachedPolicy(policy: PageScriptPolicy): PageScriptPolicy {
  const { renderNonce, ...rest } = policy;
  if (renderNonce === undefined) return policy;
  return { ...rest, scriptSources: rest.scriptSources.filter((source) => source !== `'nonce-${renderNonce}'`) };
}

describe('inline script hashes', () => {
  it('hashes the exact text of a script as the browser does (UTF-8, SHA-256, base64)', () => {
    expect(scriptHashSource('alert(1)')).toBe(ALERT);
    expect(scriptHashSource('héllo')).toBe(HELLO_UTF8);
  });

  it.each([
    ['a plain inline script', '<script>alert(1)</script>', [ALERT]],
    ['Next.js bootstrap and an attribute', '<script id="_R_">alert(1)</script><script>(self.__next_f=self.__next_f||[]).push([0])</script>', [ALERT, NEXT_BOOT]],
    ['a JavaScript type', '<script type="text/javascript">alert(1)</script>', [ALERT]],
    ['a module', "<script type='module'>alert(1)</script>", [ALERT]],
    ['upper-case tags', '<SCRIPT>alert(1)</SCRIPT >', [ALERT]],
    ['an external script (no hash needed)', '<script src="/_next/static/chunks/a.js" async=""></script>', []],
    ['an external script with a body', '<script src="/a.js">alert(1)</script>', []],
    ['JSON-LD (a data block, never executed)', '<script type="application/ld+json">{"a":1}</script>', []],
    ['a ">" inside an attribute value', '<script data-x="a>b">alert(1)</script>', [ALERT]],
    ['the same script twice', '<script>alert(1)</script><p>x</p><script>alert(1)</script>', [ALERT]],
    ['an empty script', '<script></script>', ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]],
    ['no script at all', '<p>script</p>', []],
  ])('%s', (_name, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });

});

describe('the page policy', () => {
  const base = {
    scriptSources: [ALERT],
    siteUrl: 'http://localhost:3000',
    frameOrigins: ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org'],
  };

  it('allows scripts from this origin and the listed hashes only, never unsafe-inline or eval', () => {
    const policy = directives(buildContentSecurityPolicy(base));
    expect(policy.get('script-src')).toEqual(["'self'", ALERT]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(base.frameOrigins);
    expect(policy.get('style-src-elem')).toEqual(["'self'"]);
    expect(directives(buildContentSecurityPolicy({ ...base, styleSources: [ALERT] })).get('style-src-elem')).toEqual(["'self'", ALERT]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('upgrades insecure requests on an https site and adds image origins once', () => {
    const policy = directives(
      buildContentSecurityPolicy({
        ...base,
        siteUrl: 'https://www.example.com',
        imageOrigins: ['https://images.example.com', 'https://images.example.com'],
      }),
    );
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://images.example.com']);
  });

  it('has no frame source when nothing may be framed, and eval only in development', () => {
    expect(directives(buildContentSecurityPolicy({ ...base, frameOrigins: [] })).get('frame-src')).toEqual(["'none'"]);
    const dev = directives(buildContentSecurityPolicy({ ...base, development: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.has('style-src-elem')).toBe(false);
  });

  it('names each directive once', () => {
    const names = buildContentSecurityPolicy({ ...base, siteUrl: 'https://x.example' })
      .split(';')
      .map((part) => part.trim().split(/\s+/)[0]);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['https://www.openstreetmap.org/export/embed.html?bbox=1', 'https://www.openstreetmap.org'],
    ['http://127.0.0.1:4201/api', 'http://127.0.0.1:4201'],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
    [undefined, undefined],
  ])('origin of %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('which script allowance a path gets', () => {
  let distDir: string;
  const appDir = () => path.join(distDir, 'server', 'app');
  const page = (name: string, html: string) => {
    const file = path.join(appDir(), `${name}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    return file;
  };

  beforeEach(() => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'csp-dist-'));
    mkdirSync(appDir(), { recursive: true });
    writeFileSync(
      path.join(distDir, 'routes-manifest.json'),
      JSON.stringify({
        staticRoutes: [{ page: '/' }, { page: '/_not-found' }, { page: '/discover/team' }, { page: '/insight/search' }],
        dynamicRoutes: [
          { page: '/insight/page/[page]', regex: '^/insight/page/([^/]+?)(?:/)?$' },
          { page: '/team/[slug]', regex: '^/team/([^/]+?)(?:/)?$' },
          { page: '/[slug]', regex: '^/([^/]+?)(?:/)?$' },
        ],
      }),
    );
    mkdirSync(path.join(distDir, 'server'), { recursive: true });
    writeFileSync(
      path.join(distDir, 'server', 'app-paths-manifest.json'),
      JSON.stringify({ '/page': 'app/page.js', '/(site)/[slug]/page': 'app/[slug]/page.js', '/api/x/route': 'app/api/x/route.js' }),
    );
    writeFileSync(
      path.join(distDir, 'prerender-manifest.json'),
      JSON.stringify({ dynamicRoutes: { '/[slug]': { fallback: null }, '/team/[slug]': { fallback: false } } }),
    );
    page('_not-found', '<style>body{margin:0}</style><script>notFound()</script>');
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  const notFound = scriptHashSource('notFound()');
  let counter = 0;
  const resolver = (extra: { renderNonceKey?: string } = {}) =>
    createPagePolicyResolver({ distDir, randomNonce: () => `random${++counter}`, ...extra });

  it('names each stylesheet a page may carry by its hash, whatever the pages on disk hold', () => {
    expect(resolver().styleSources()).toEqual([scriptHashSource(inlineCssStub)]);
  });

  it('gives a prerendered page the hashes of its HTML and no nonce (it stays static)', () => {
    page('index', '<script>alert(1)</script>');
    page('discover/team', '<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    const pages = resolver();
    expect(cachedPolicy(pages.resolve('/'))).toEqual({ scriptSources: [ALERT], etag: tagOf('<script>alert(1)</script>') });
    expect(cachedPolicy(pages.resolve('/discover/team'))).toEqual({
      scriptSources: [NEXT_BOOT],
      etag: tagOf('<script>(self.__next_f=self.__next_f||[]).push([0])</script>'),
    });
  });

  it('vouches for no HTML on disk that no route of the build serves (such a path is not looked up)', () => {
    page('stray/copy', '<script>alert(1)</script>');
    const policy = resolver().resolve('/stray/copy');
    expect(policy.scriptSources).not.toContain(ALERT);
    expect(policy.etag).toBeUndefined();
  });

  it.each(['/wp-admin/setup-config.php', '/no/such/page', '/a1b2/.env', '/x/y.php'])(
    "gives %s, which no route serves, the 404 page's hashes as they are: no nonce, no entity tag, the same array each time",
    (pathname) => {
      const pages = resolver();
      const policy = pages.resolve(pathname);
      expect(policy).toEqual({ scriptSources: [notFound] });
      expect(pages.resolve(pathname).scriptSources).toBe(policy.scriptSources);
    },
  );

  it.each(['/insight/search', '/insight/page/2', '/no-such-post', '/no/such/', '/no/../such', '/no/./such', '/no//such', '/no/%2e%2e/such', '/no/%73uch'])(
    'renders %s now, with a nonce: a route serves it, or Next.js may route it as another path than the one read',
    (pathname) => {
      expect(resolver().resolve(pathname).nonce).toBeDefined();
    },
  );

  it('gives a path no route serves a nonce while the 404 page is unknown', () => {
    rmSync(path.join(appDir(), '_not-found.html'));
    expect(resolver().resolve('/no/such/page').nonce).toMatch(/^random\d+$/);
  });

  it("gives a page's entity tag of the HTML now on disk only, and none to a page rendered per request", () => {
    const file = page('index', '<script>alert(1)</script>');
    const pages = resolver();
    expect(pages.resolve('/').etag).toBe(tagOf('<script>alert(1)</script>'));
    writeFileSync(file, '<script>alert(1)</script><!-- regenerated -->');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    // The hashes of older versions stay allowed, but the tag names the current bytes only.
    expect(pages.resolve('/').etag).toBe(tagOf('<script>alert(1)</script><!-- regenerated -->'));
    expect(pages.resolve('/insight/search').etag).toBeUndefined();
    expect(pages.resolve('/a-new-post').etag).toBeUndefined();
  });

  it('follows a page regenerated by ISR and keeps the previous version allowed', () => {
    const file = page('index', '<script>alert(1)</script>');
    const pages = resolver();
    expect(cachedPolicy(pages.resolve('/')).scriptSources).toEqual([ALERT]);
    writeFileSync(file, '<script>(self.__next_f=self.__next_f||[]).push([0])</script><!-- regenerated -->');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(cachedPolicy(pages.resolve('/')).scriptSources).toEqual([NEXT_BOOT, ALERT]);
  });

  it("prefers the copy in Next.js's route cache, where ISR writes regenerated pages", () => {
    page('index', '<script>alert(1)</script>');
    const pages = resolver();
    expect(cachedPolicy(pages.resolve('/')).scriptSources).toEqual([ALERT]);
    const owner = (entry: string) => createHash('sha256').update(entry).digest('hex');
    const cached = (entry: string, name: string, html: string) => {
      const file = path.join(distDir, 'server', 'route-cache', 'APP_PAGE', owner(entry), '$', `${name}.html`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
    };
    cached('/page', 'index', '<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(cachedPolicy(pages.resolve('/')).scriptSources).toEqual([NEXT_BOOT, ALERT]);
    // A post first rendered at run time (route group in its page entry) is found there too.
    cached('/(site)/[slug]/page', 'fresh-post', '<script>alert(1)</script>');
    expect(cachedPolicy(pages.resolve('/fresh-post'))).toEqual({ scriptSources: [ALERT], etag: tagOf('<script>alert(1)</script>') });
  });

  it.each([
    ['/page', '/'],
    ['/blog/[slug]/(article)/page', '/blog/[slug]'],
    ['/(marketing)/@modal/about/page', '/about'],
    ['/api/health/route', undefined],
  ])('the page entry %s serves %s', (entry, route) => {
    expect(routeOfAppPage(entry)).toBe(route);
  });

  it('allows at most the configured number of versions', () => {
    const file = page('index', '<script>v0</script>');
    const pages = createPagePolicyResolver({ distDir, keepVersions: 2 });
    pages.resolve('/');
    for (const [index, version] of ['v1', 'v2'].entries()) {
      writeFileSync(file, `<script>${version}</script>`);
      utimesSync(file, new Date(), new Date(Date.now() + (index + 1) * 5_000));
      pages.resolve('/');
    }
    expect(cachedPolicy(pages.resolve('/')).scriptSources).toEqual([scriptHashSource('v2'), scriptHashSource('v1')]);
  });

  it('lets a cached page rendered again for the request (after an on-demand revalidation) run its scripts by a nonce, the same on every request', () => {
    page('index', '<script>alert(1)</script>');
    page('legal', '<script>alert(1)</script>');
    const pages = resolver({ renderNonceKey: 'revalidate-secret-of-the-site' });
    const first = pages.resolve('/');
    expect(first.nonce).toBeUndefined();
    expect(first.renderNonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(first.scriptSources).toEqual([ALERT, `'nonce-${first.renderNonce}'`]);
    expect(pages.resolve('/')).toBe(first);
    expect(pages.resolve('/legal').renderNonce).not.toBe(first.renderNonce);
    // The proxy's resolver and the server's (another bundle, another instance) agree.
    expect(resolver({ renderNonceKey: 'revalidate-secret-of-the-site' }).resolve('/')).toEqual(first);
    expect(resolver({ renderNonceKey: 'another-secret' }).resolve('/').renderNonce).not.toBe(first.renderNonce);
    // Without on-demand revalidation a cached page is always served as it is: hashes only.
    expect(resolver().resolve('/')).toEqual({ scriptSources: [ALERT], etag: tagOf('<script>alert(1)</script>') });
  });

  it('gives a page rendered per request a fresh nonce, plus the 404 page hashes', () => {
    const pages = resolver();
    const first = pages.resolve('/insight/search');
    const second = pages.resolve('/insight/page/2');
    expect(first.nonce).toMatch(/^random\d+$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.scriptSources).toEqual([`'nonce-${first.nonce}'`, notFound]);
  });

  it('gives an unknown path of an ISR route a nonce that stays the same for that path (its render is cached)', () => {
    const pages = resolver();
    const first = pages.resolve('/a-new-post');
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(pages.resolve('/a-new-post')).toEqual(first);
    expect(pages.resolve('/another-post').nonce).not.toBe(first.nonce);
    // Once ISR has written the page, its hashes take over.
    page('a-new-post', '<script nonce="x">alert(1)</script>');
    expect(cachedPolicy(pages.resolve('/a-new-post'))).toEqual({
      scriptSources: [ALERT],
      etag: tagOf('<script nonce="x">alert(1)</script>'),
    });
  });

  it('treats unknown params of a route without dynamic params (served the static 404) as per request', () => {
    expect(resolver().resolve('/team/nobody').nonce).toMatch(/^random\d+$/);
  });

  it('names the dynamic route that will render a path without cached HTML (the proxy checks it exists)', () => {
    const pages = resolver();
    expect(pages.resolve('/a-new-post').route).toBe('/[slug]');
    expect(pages.resolve('/insight/page/9').route).toBe('/insight/page/[page]');
    expect(pages.resolve('/team/nobody').route).toBe('/team/[slug]');
    // Static routes and paths no route matches name none; nor does a page with cached HTML.
    expect(pages.resolve('/insight/search').route).toBeUndefined();
    expect(pages.resolve('/no/such/page').route).toBeUndefined();
    page('a-new-post', '<script>alert(1)</script>');
    expect(pages.resolve('/a-new-post').route).toBeUndefined();
  });

  it('finds no cached page behind an encoded slash or an encoded plain character (Next.js routes those as slugs)', () => {
    page('legal', '<script>alert(1)</script>');
    const pages = resolver();
    expect(pages.resolve('/legal').etag).toBeDefined();
    for (const pathname of ['/legal%2F', '/legal%2f', '/%6Cegal', '/leg%61l', '/legal%5C']) {
      const result = pages.resolve(pathname);
      expect(result.etag).toBeUndefined();
      expect(result.route).toBe('/[slug]');
    }
    // A character a browser does encode still names its page.
    page('caf\u00e9', '<script>alert(1)</script>');
    expect(pages.resolve('/caf%C3%A9').etag).toBeDefined();
  });

  it('never reads outside the build folder', () => {
    writeFileSync(path.join(distDir, 'server', 'secret.html'), '<script>alert(1)</script>');
    const pages = resolver();
    for (const pathname of ['/../secret', '/%2e%2e/secret', '/..%2fsecret', '/%E0%A4%A']) {
      expect(pages.resolve(pathname).nonce).toBeDefined();
    }
  });

  it('still answers without manifests (every page gets a fresh nonce)', () => {
    rmSync(path.join(distDir, 'routes-manifest.json'));
    rmSync(path.join(distDir, 'prerender-manifest.json'));
    const result = resolver().resolve('/anything');
    expect(result.nonce).toMatch(/^random\d+$/);
  });
});
