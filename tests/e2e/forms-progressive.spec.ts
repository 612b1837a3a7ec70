import type { Page, Request, Route } from '@playwright/test';
import { engageCopy } from '../../content/engage';
import { ENQUIRY_SUCCESS, SUBSCRIBE_SUCCESS } from '../../content/forms';
import { EMAIL_INVALID, PHONE_INVALID } from '../../lib/contact/validation';
import { expect, recordCspViolations, test, trackConsoleErrors, waitForHydration } from './fixtures';
import { exportLeads } from './lead-store';

/**
 * Issue 17: a lead is never lost nor leaked when the page's scripts have not run. With JavaScript off,
 * or submitted before hydration, the newsletter and contact forms post (never GET) to their server
 * action; the lead is stored as with JavaScript, the visitor reads the same text, and nothing typed
 * reaches a URL.
 */

// Each test reads the store with the leads command (a PGlite snapshot, several seconds on a busy machine).
test.describe.configure({ timeout: 90_000 });

const octet = () => 1 + Math.floor(Math.random() * 254);
const uniqueAddress = () => `10.${octet()}.${octet()}.${octet()}`;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Opens `path` from an address of its own (its own rate-limit bucket), not waiting for hydration. */
async function open(page: Page, path: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** Every document request the page makes, to prove no field travels in a URL. */
function recordNavigations(page: Page): Request[] {
  const navigations: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request);
  });
  return navigations;
}

/** Clicks a submit button and waits for the page the form's POST answers with. */
async function submitAndWait(page: Page, click: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.request().method() === 'POST',
  );
  await click();
  const response = await answered;
  expect(response.status()).toBe(200);
  await page.waitForLoadState('domcontentloaded');
}

function expectCleanUrls(page: Page, path: string, navigations: Request[], typed: string[]): void {
  expect(new URL(page.url()).pathname).toBe(path);
  // Only the form's own fragment, which scrolls the answer into view.
  expect(new URL(page.url()).hash).toMatch(/^(#newsletter|#contact-form)?$/);
  expect(new URL(page.url()).search).toBe('');
  for (const request of navigations) {
    expect(request.method() === 'GET' ? new URL(request.url()).search : '').toBe('');
    for (const value of typed) expect(decodeURIComponent(request.url())).not.toContain(value);
  }
  expect(navigations.some((request) => request.method() === 'POST')).toBe(true);
}

async function expectStored(kind: 'subscribers' | 'enquiries', email: string): Promise<void> {
  await expect.poll(async () => (await exportLeads(kind)).includes(email), { timeout: 60_000 }).toBe(true);
}

function newsletter(page: Page) {
  const form = page
    .getByRole('contentinfo')
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: 'Email address' }) });
  return { form, input: form.getByRole('textbox', { name: 'Email address' }), subscribe: form.getByRole('button', { name: 'Subscribe', exact: true }) };
}

function contactForm(page: Page) {
  const form = page.getByRole('region', { name: engageCopy.form.heading }).locator('form');
  return {
    form,
    name: form.getByLabel('Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Phone (optional)', { exact: true }),
    service: form.getByLabel('Service of interest', { exact: true }),
    message: form.getByLabel('Message', { exact: true }),
    send: form.getByRole('button', { name: 'Send message' }),
  };
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter form stores the address and thanks the visitor, with a clean URL', async ({ page }) => {
    await open(page, '/legal');
    const navigations = recordNavigations(page);
    const { input, subscribe } = newsletter(page);
    const email = uniqueEmail('nojs-newsletter');
    await input.fill(email);
    await submitAndWait(page, () => subscribe.click());

    await expect(newsletter(page).form.getByRole('status')).toHaveText(SUBSCRIBE_SUCCESS);
    // The answer page opens at the form, not at its top thousands of pixels above.
    await expect(newsletter(page).form.getByRole('status')).toBeInViewport();
    expectCleanUrls(page, '/legal', navigations, [email]);
    await expectStored('subscribers', email);
  });

  test('the newsletter form shows the validation text and stores nothing', async ({ page }) => {
    await open(page, '/legal');
    const navigations = recordNavigations(page);
    const { input, subscribe } = newsletter(page);
    await input.fill('a@b..c');
    await submitAndWait(page, () => subscribe.click());

    await expect(newsletter(page).form.getByRole('alert')).toHaveText(EMAIL_INVALID);
    await expect(newsletter(page).form.getByRole('alert')).toBeInViewport();
    expectCleanUrls(page, '/legal', navigations, ['a@b..c']);
    expect(await exportLeads('subscribers')).not.toContain('a@b..c');
  });

  test('the contact form stores the enquiry and thanks the visitor, with a clean URL', async ({ page }) => {
    await open(page, '/engage');
    const navigations = recordNavigations(page);
    const field = contactForm(page);
    const email = uniqueEmail('nojs-enquiry');
    await field.name.fill('Ada Lovelace');
    await field.email.fill(email);
    await field.phone.fill('+44 20 7946 0958');
    await field.service.selectOption('SEO Marketing');
    await field.message.fill('Please audit our site before the launch.');
    await submitAndWait(page, () => field.send.click());

    await expect(contactForm(page).form.getByRole('status')).toHaveText(ENQUIRY_SUCCESS);
    await expect(contactForm(page).form.getByRole('status')).toBeInViewport();
    expectCleanUrls(page, '/engage', navigations, [email, 'Ada', '7946', 'audit']);
    await expectStored('enquiries', email);
    const csv = await exportLeads('enquiries');
    const row = csv.split('\r\n').find((line) => line.includes(email));
    expect(row).toContain('Ada Lovelace');
    expect(row).toContain('SEO Marketing');
    expect(row).toContain('Please audit our site before the launch.');
  });

  test('the contact form gives an invalid enquiry back with each field\'s text and its values', async ({ page }) => {
    await open(page, '/engage');
    const field = contactForm(page);
    const email = uniqueEmail('nojs-invalid');
    await field.name.fill('Grace Hopper');
    await field.email.fill(email);
    await field.phone.fill('12');
    await field.service.selectOption('IT Services');
    await field.message.fill('A short note.');
    await submitAndWait(page, () => field.send.click());

    const after = contactForm(page);
    await expect(after.form.getByText(PHONE_INVALID, { exact: true })).toBeVisible();
    await expect(after.form.getByText(PHONE_INVALID, { exact: true })).toBeInViewport();
    await expect(after.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(after.name).toHaveValue('Grace Hopper');
    await expect(after.email).toHaveValue(email);
    await expect(after.service).toHaveValue('IT Services');
    await expect(after.message).toHaveValue('A short note.');
    expect(new URL(page.url()).search).toBe('');
    expect(await exportLeads('enquiries')).not.toContain(email);
  });
});

test.describe('submitted before hydration', () => {
  /** Holds every script chunk until `release()`, so the page stays as the server rendered it. */
  async function holdScripts(page: Page) {
    const held: Route[] = [];
    let released = false;
    // Scripts only: a held stylesheet would hold the parser, and the page would never finish loading.
    await page.route(({ pathname }) => pathname.startsWith('/_next/static/') && pathname.endsWith('.js'), (route) => {
      if (released) return route.continue();
      held.push(route);
    });
    return {
      held,
      release: async () => {
        released = true;
        // A chunk the first page asked for may have been cancelled by the post's navigation.
        for (const route of held.splice(0)) await route.continue().catch(() => undefined);
      },
    };
  }

  test('the newsletter form posts, stores the address, and the answer page hydrates', async ({ page }) => {
    const csp = await recordCspViolations(page);
    const errors = trackConsoleErrors(page);
    const scripts = await holdScripts(page);
    await open(page, '/legal');
    const navigations = recordNavigations(page);
    const { form, input, subscribe } = newsletter(page);
    await expect.poll(() => scripts.held.length, { message: 'the page asked for its scripts' }).toBeGreaterThan(0);
    expect(await form.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(false);

    const email = uniqueEmail('early-newsletter');
    await input.fill(email);
    await submitAndWait(page, () => subscribe.click());
    await scripts.release();

    const after = newsletter(page);
    await expect(after.form.getByRole('status')).toHaveText(SUBSCRIBE_SUCCESS);
    await waitForHydration(after.form);
    await expect(after.form.getByRole('status')).toHaveText(SUBSCRIBE_SUCCESS);
    expectCleanUrls(page, '/legal', navigations, [email]);
    await expectStored('subscribers', email);
    expect(csp.console).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the contact form posts and stores the enquiry', async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, '/engage');
    const navigations = recordNavigations(page);
    const field = contactForm(page);
    await expect.poll(() => scripts.held.length, { message: 'the page asked for its scripts' }).toBeGreaterThan(0);

    const email = uniqueEmail('early-enquiry');
    await field.name.fill('Katherine Johnson');
    await field.email.fill(email);
    await field.service.selectOption('Web Development');
    await field.message.fill('A new website for our lab.');
    await submitAndWait(page, () => field.send.click());
    await scripts.release();

    await expect(contactForm(page).form.getByRole('status')).toHaveText(ENQUIRY_SUCCESS);
    await expect(contactForm(page).form.getByRole('status')).toBeInViewport();
    await waitForHydration(contactForm(page).form);
    expectCleanUrls(page, '/engage', navigations, [email, 'Katherine']);
    await expectStored('enquiries', email);
  });
});
