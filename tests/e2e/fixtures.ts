import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { popupDismissedKey } from '../../content/site';

export { popupDismissedKey };

/** Collects console errors and page errors so a test can assert there were none. */
export function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Pages start with the promotional pop-up already dismissed, so it never covers what a test clicks.
 * Tests of the pop-up itself opt out with `test.use({ dismissPopup: false })`.
 */
export const test = base.extend<{ dismissPopup: boolean }>({
  dismissPopup: [true, { option: true }],
  page: async ({ page, dismissPopup }, provide) => {
    // React may hydrate after the load event: a navigation that waits for the load event also waits for
    // the page to be hydrated, as a visitor waits for it to respond, before the test clicks or types.
    const hydrated = async <T>(navigation: Promise<T>, options?: { waitUntil?: string }): Promise<T> => {
      const response = await navigation;
      if (!options?.waitUntil || options.waitUntil === 'load') await waitForPageHydration(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => hydrated(goto(url, options), options);
    page.reload = (options) => hydrated(reload(options), options);
    if (dismissPopup) {
      await page.addInitScript((key) => {
        // Init scripts run in every frame; sandboxed frames (the map) have no storage.
        try {
          window.localStorage.setItem(key, 'true');
        } catch {}
      }, popupDismissedKey);
    }
    await provide(page);
  },
});

export { expect };

/** The vertical offset an element's transform applies, in CSS pixels (0 for none). */
export const offsetYOf = (locator: Locator) =>
  locator.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m42);

/** Rendered images that have not loaded real pixels yet; each is scrolled into view so lazy ones start. */
function pendingImages(): string[] {
  return Array.from(document.images)
    .filter((image) => image.checkVisibility())
    .filter((image) => !(image.complete && image.naturalWidth > 0))
    .map((image) => {
      // Lazy images load only near the viewport, also inside horizontal sliders.
      image.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      return image.currentSrc || image.src;
    });
}

/**
 * Every image the page renders at this width loads with real pixels (hidden ones, such as the other
 * layout's images, are skipped). Waits for lazy images by bringing each into view until it has loaded.
 */
export async function expectNoBrokenImages(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(pendingImages), { timeout: 20_000 }).toEqual([]);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Resolves after the browser has rendered `count` more frames: enough for scroll and resize handlers
 * (which act on the next frame) to have run, so a test can assert that something did NOT happen.
 */
export async function nextFrames(page: Page, count = 3): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/**
 * Resolves once React has hydrated the element (it then carries React's props key), so an interaction
 * is handled by the page's script rather than by the browser's default behaviour.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), {
      message: 'the element is hydrated',
    })
    .toBe(true);
}

/**
 * Resolves once the page is hydrated, told by its footer's newsletter form, a client island on every
 * page of the site; at once for a document without one (a feed, a file, an error page).
 */
export async function waitForPageHydration(page: Page): Promise<void> {
  const hasIsland = await page.evaluate(() => document.querySelector('footer form') !== null);
  if (hasIsland) await waitForHydration(page.locator('footer form').first());
}

type Violation = { directive: string; blocked: string; sample: string };

/** Records the page's `securitypolicyviolation` events, in every document it loads, and CSP console errors. */
export async function recordCspViolations(page: Page): Promise<{ console: string[] }> {
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: Violation[] };
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  return { console };
}

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []);

type ShiftStore = { __layoutShifts?: number[] };

/**
 * Records every layout shift of the documents the page loads, as the browser reports them for
 * Cumulative Layout Shift (shifts right after user input excluded); read the sum with `layoutShiftTotal`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as ShiftStore).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftTotal = (page: Page) =>
  page.evaluate(() => ((window as unknown as ShiftStore).__layoutShifts ?? []).reduce((sum, value) => sum + value, 0));

/** The colour a CSS system colour keyword (`CanvasText`, `LinkText`...) resolves to on the page, as computed. */
export const systemColour = (page: Page, keyword: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = name;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, keyword);

export type FocusIndicator = {
  /** What has focus: tag, accessible text or label, for a failure message. */
  element: string;
  /** Width of the outline, or of the widest solid box-shadow ring, in CSS pixels (0 for none). */
  width: number;
  /** Contrast ratio of the indicator's colour against the background colour beside it. */
  contrast: number;
};

/**
 * The keyboard focus indicator of the focused element as a person sees it: its outline (or its `::after`
 * outline, for a link stretched over its card), else its box-shadow ring, measured against the first
 * opaque background colour behind the element.
 */
export const focusIndicator = (page: Page) =>
  page.evaluate(async (): Promise<FocusIndicator | null> => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // The indicator as it settles: colour transitions (`transition-colors`) also fade the outline in.
    const transitions = element.getAnimations().filter((animation) => animation instanceof CSSTransition);
    const settled = Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    // A transition of a page in the background may never run; half a second is longer than any of the site's.
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 500))]);
    // A canvas reads any CSS colour syntax the browser computes (rgb, oklab, color-mix results).
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const parse = (colour: string): [number, number, number, number] | null => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = 'rgba(0, 0, 0, 0)';
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return a === 0 ? null : [r!, g!, b!, a! / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
      return (x! + 0.05) / (y! + 0.05);
    };
    let background: number[] = [255, 255, 255];
    for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour && colour[3] >= 0.9) {
        background = colour;
        break;
      }
    }
    const measure = (style: CSSStyleDeclaration) => {
      const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      if (width > 0) return { width, colour: parse(style.outlineColor) };
      // A ring drawn as box-shadow: "rgb(...) 0px 0px 0px 2px", possibly after a white offset ring.
      let best = { width: 0, colour: null as ReturnType<typeof parse> };
      for (const match of style.boxShadow.matchAll(/((?:rgba?|oklab|oklch|color)\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px/g)) {
        const spread = Number(match[2]);
        if (spread > best.width) best = { width: spread, colour: parse(match[1]!) };
      }
      return best;
    };
    let found = measure(getComputedStyle(element));
    if (found.width === 0) found = measure(getComputedStyle(element, '::after'));
    const label = element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '';
    const name = `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''} "${label.trim().slice(0, 40)}" beside rgb(${background.slice(0, 3).join(', ')})`;
    return {
      element: name,
      width: found.width,
      contrast: found.colour ? Math.round(ratio(found.colour, background) * 100) / 100 : 0,
    };
  });
