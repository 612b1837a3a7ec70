import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page, Response as PageResponse, Route } from '@playwright/test';
import { engageCopy } from '../../content/engage';
import { siteChatConfig } from '../../lib/chat/site-config';
import { caseStudies } from '../../content/portfolio';
import {
  ASK_EMAIL_TEXT,
  ASK_NAME_TEXT,
  CHAT_INPUT_LABEL,
  CHAT_TITLE,
  CLICK_HERE_TEXT,
  GREETING_TEXT,
  PORTFOLIO_GROUP_LABEL,
  SERVICES_GROUP_LABEL,
  SERVICES_INTRO_TEXT,
  START_BUTTON_TEXT,
  THANK_YOU_TEXT,
  greetByNameText,
} from '../../content/chat';
import { ENQUIRY_SUCCESS, NO_RESPONSE, SUBSCRIBE_SUCCESS } from '../../content/forms';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
  PHONE_INVALID,
  SERVICE_REQUIRED,
} from '../../lib/contact/validation';
import { expect, test, trackConsoleErrors, waitForHydration } from './fixtures';
import { exportLeads } from './lead-store';

/**
 * Issue 5, the visitor's side of the leads: the footer newsletter, the chatbot and the contact form in
 * a browser, then the API's answers to bad input and floods against the built server.
 *
 * The server trusts one proxy hop (TRUSTED_PROXY_HOPS=1, scripts/e2e-server.mjs) and rate-limits by the
 * address in X-Forwarded-For, so every test sends its own address and no test spends another's allowance
 * (nor the one of requests that carry no such header).
 */

const SUBSCRIBE = '/api/contact/subscribe';
const SAVE_CHAT = '/api/contact/save-chat';
const ENQUIRY = '/api/contact/enquiry';

const octet = () => Math.floor(Math.random() * 256);
/** A private address of its own for one test's rate-limit bucket. */
const uniqueAddress = () => `10.${octet()}.${octet()}.${octet()}`;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Matches the browser's POST to one of the lead endpoints, for `waitForResponse`. */
const isPost = (path: string) => (response: PageResponse) =>
  new URL(response.url()).pathname === path && response.request().method() === 'POST';

async function openWithOwnAddress(page: Page, path: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
  await page.goto(path);
}

function newsletter(page: Page) {
  const footer = page.getByRole('contentinfo');
  const form = footer.locator('form').filter({ has: page.getByRole('textbox', { name: 'Email address' }) });
  return {
    footer,
    form,
    input: form.getByRole('textbox', { name: 'Email address' }),
    subscribe: form.getByRole('button', { name: 'Subscribe', exact: true }),
    subscribing: form.getByRole('button', { name: 'Subscribing...', exact: true }),
  };
}

test.describe('newsletter (footer)', () => {
  test.beforeEach(async ({ page }) => {
    await openWithOwnAddress(page, '/legal');
    await waitForHydration(newsletter(page).form);
  });

  test('validates the address before sending it', async ({ page }) => {
    const { form, input, subscribe } = newsletter(page);
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === SUBSCRIBE) sent += 1;
    });

    await subscribe.click();
    await expect(form.getByText(EMAIL_REQUIRED, { exact: true })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.fill('a@b');
    await subscribe.click();
    await expect(form.getByText(EMAIL_INVALID, { exact: true })).toBeVisible();
    await expect(form.getByText(EMAIL_REQUIRED, { exact: true })).toBeHidden();
    expect(sent).toBe(0);
  });

  test('shows "Subscribing..." while sending, then thanks the visitor and clears the field', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    const { form, input, subscribe, subscribing } = newsletter(page);
    const email = uniqueEmail('newsletter');

    // Hold the request until the submitting state has been seen.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${SUBSCRIBE}`, async (route) => {
      await gate;
      await route.continue();
    });

    await input.fill(email);
    const answered = page.waitForResponse(isPost(SUBSCRIBE));
    await subscribe.click();
    await expect(subscribing).toBeVisible();
    await expect(subscribing).toBeDisabled();
    await expect(input).toBeDisabled();
    release();

    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ email });
    await expect(form.getByText(SUBSCRIBE_SUCCESS, { exact: true })).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(input).toBeEnabled();
    await expect(subscribe).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('maps server errors and a lost connection to their texts', async ({ page }) => {
    const { form, input, subscribe } = newsletter(page);
    const cases: { name: string; answer: (route: Route) => Promise<void>; text: string }[] = [
      {
        name: 'server error with a message',
        answer: (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Mailbox unavailable' }) }),
        text: 'Mailbox unavailable',
      },
      {
        name: 'server error without a body',
        answer: (route) => route.fulfill({ status: 500, body: '' }),
        text: 'Server returned 500',
      },
      {
        name: 'no response',
        answer: (route) => route.abort('failed'),
        text: NO_RESPONSE,
      },
    ];

    for (const item of cases) {
      await test.step(item.name, async () => {
        await page.route(`**${SUBSCRIBE}`, (route) => item.answer(route));
        await input.fill(uniqueEmail('newsletter-error'));
        await subscribe.click();
        await expect(form.getByText(item.text, { exact: true })).toBeVisible();
        // The address stays for another try.
        await expect(input).not.toHaveValue('');
        await expect(subscribe).toBeEnabled();
        await page.unroute(`**${SUBSCRIBE}`);
      });
    }
  });
});

test.describe('chatbot (/engage)', () => {
  // Bot messages carry a screen-reader prefix ("Lumina: "), so their texts are matched as substrings.
  test('a visitor gives a name and an email, picks a service and a project; the history survives a reload', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const errors = trackConsoleErrors(page);
    const name = 'Ada Lovelace';
    const email = uniqueEmail('chat');
    const service = siteChatConfig.services[2];
    const project = siteChatConfig.projects[3];
    if (!service || !project) throw new Error('The chat configuration lost its services or projects.');

    await openWithOwnAddress(page, '/engage');
    // Only the placement for this width is shown; the other one is empty.
    const chat = page.getByRole('region', { name: CHAT_TITLE });
    await expect(chat).toHaveCount(1);
    await expect(chat).toHaveAttribute('data-placement', isMobile ? 'mobile' : 'desktop');

    await expect(chat.getByText(GREETING_TEXT)).toBeVisible({ timeout: 15_000 });
    const start = chat.getByRole('button', { name: START_BUTTON_TEXT });
    await start.click();
    await expect(start).toBeDisabled();
    await expect(chat.getByText(ASK_NAME_TEXT)).toBeVisible();

    const input = chat.getByRole('textbox', { name: CHAT_INPUT_LABEL });
    await input.fill(name);
    await input.press('Enter');
    await expect(chat.getByText(greetByNameText(name))).toBeVisible();
    await expect(chat.getByText(ASK_EMAIL_TEXT)).toBeVisible();

    // The transcript is sent to the store as soon as there is an email to attach it to.
    const saved = page.waitForResponse(isPost(SAVE_CHAT));
    await input.fill(email);
    await input.press('Enter');
    const saveResponse = await saved;
    expect(saveResponse.status()).toBe(200);
    const payload: unknown = saveResponse.request().postDataJSON();
    expect(payload).toMatchObject({ userEmail: email, message: expect.arrayContaining([expect.objectContaining({ message: name, type: 'user' })]) });

    await expect(chat.getByText(THANK_YOU_TEXT)).toBeVisible();
    await expect(chat.getByText(SERVICES_INTRO_TEXT)).toBeVisible({ timeout: 20_000 });
    const services = chat.getByRole('group', { name: SERVICES_GROUP_LABEL });
    await expect(services.getByRole('button')).toHaveCount(6);
    for (const option of siteChatConfig.services) {
      await expect(services.getByRole('button', { name: option.label, exact: true })).toBeVisible();
    }
    const serviceButton = services.getByRole('button', { name: service.label, exact: true });
    await serviceButton.click();
    await expect(serviceButton).toHaveAttribute('aria-pressed', 'true');
    await expect(chat.getByText(service.description)).toBeVisible();
    // The log scrolls the description into view (it is clipped by the log, so visible is not enough).
    await expect(chat.getByText(service.description)).toBeInViewport({ ratio: 1 });
    await expect(services.getByRole('button', { pressed: true })).toHaveCount(1);

    const projects = chat.getByRole('group', { name: PORTFOLIO_GROUP_LABEL });
    await expect(projects.getByRole('button')).toHaveCount(siteChatConfig.projects.length, { timeout: 20_000 });
    await projects.getByRole('button', { name: project.name, exact: true }).click();
    await expect(chat.getByText(project.description)).toBeVisible();
    const clickHere = chat.getByRole('link', { name: new RegExp(`^${CLICK_HERE_TEXT}`) });
    await expect(chat.getByText(project.description)).toBeInViewport({ ratio: 1 });
    await expect(clickHere).toBeInViewport({ ratio: 1 });
    // The projects are the site's own case studies: "Click Here" opens the case-study page.
    const study = caseStudies.find((entry) => entry.slug === project.id);
    if (!study) throw new Error(`The chat's project ${project.id} is no case study.`);
    await expect(clickHere).toHaveAttribute('href', `/portfolio-profile/${study.slug}`);
    await expect(clickHere).toHaveAttribute('target', '_blank');
    const [caseStudyPage] = await Promise.all([page.context().waitForEvent('page'), clickHere.click()]);
    await expect(caseStudyPage.getByRole('heading', { level: 1 })).toHaveText(study.title);
    await caseStudyPage.close();

    await page.reload();
    const restored = page.getByRole('region', { name: CHAT_TITLE });
    await expect(restored.getByText(greetByNameText(name))).toBeVisible();
    await expect(restored.getByText(email)).toBeVisible();
    await expect(restored.getByText(SERVICES_INTRO_TEXT)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('chat_messages'))).toContain(email);

    const health = await page.request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(errors).toEqual([]);
  });
});

test.describe('contact form (/engage)', () => {
  test('shows each field error, then stores a valid enquiry and thanks the visitor', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await openWithOwnAddress(page, '/engage');
    const section = page.getByRole('region', { name: engageCopy.form.heading });
    const form = section.locator('form');
    await waitForHydration(form);

    const field = {
      name: form.getByLabel('Name', { exact: true }),
      email: form.getByLabel('Email', { exact: true }),
      phone: form.getByLabel('Phone (optional)', { exact: true }),
      service: form.getByLabel('Service of interest', { exact: true }),
      message: form.getByLabel('Message', { exact: true }),
    };
    const send = form.getByRole('button', { name: 'Send message' });
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ENQUIRY) sent += 1;
    });

    await send.click();
    for (const text of [NAME_REQUIRED, EMAIL_REQUIRED, SERVICE_REQUIRED, MESSAGE_REQUIRED]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(field.name).toBeFocused();

    await field.name.fill('Grace Hopper');
    await field.email.fill('grace@invalid');
    await field.phone.fill('call me maybe');
    await field.service.selectOption('Web Development');
    await field.message.fill('We are planning a new website for our logistics company and would like a proposal by March.');
    await send.click();
    await expect(form.getByText(EMAIL_INVALID, { exact: true })).toBeVisible();
    await expect(field.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(PHONE_INVALID, { exact: true })).toBeVisible();
    await expect(form.getByText(NAME_REQUIRED, { exact: true })).toBeHidden();
    expect(sent).toBe(0);

    // The phone is optional: the usual enquiry leaves it empty.
    const email = uniqueEmail('enquiry');
    await field.email.fill(email);
    await field.phone.fill('');
    const answered = page.waitForResponse(isPost(ENQUIRY));
    await send.click();
    const response = await answered;
    expect([200, 201]).toContain(response.status());
    expect(response.request().postDataJSON()).toMatchObject({ name: 'Grace Hopper', email, service: 'Web Development' });
    await expect(form.getByText(ENQUIRY_SUCCESS, { exact: true })).toBeVisible();
    await expect(field.name).toHaveValue('');
    await expect(field.email).toHaveValue('');
    await expect(field.message).toHaveValue('');
    expect(errors).toEqual([]);
  });
});

type RawPost = { data?: string; contentType?: string; address: string };

function postRaw(request: APIRequestContext, path: string, { data, contentType = 'application/json', address }: RawPost) {
  return request.post(path, {
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': address },
    ...(data === undefined ? {} : { data }),
  });
}

const postJson = (request: APIRequestContext, path: string, body: unknown, address: string) =>
  postRaw(request, path, { data: JSON.stringify(body), address });

/** Every refusal is JSON with a readable `error`. */
async function expectRefusal(response: APIResponse, status: number, error?: string | RegExp): Promise<void> {
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  const body: unknown = await response.json();
  expect(body).toEqual({ error: expect.any(String) });
  const text = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : '';
  expect(text.length).toBeGreaterThan(5);
  if (error !== undefined) expect(text).toMatch(error instanceof RegExp ? error : new RegExp(`^${escapeRegExp(error)}$`));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('lead API against the built server', () => {
  test.skip(({ isMobile }) => isMobile, 'Server checks need no viewport: they run once, in the desktop project.');

  test('subscribe refuses every bad input with a 4xx and a clear message', async ({ request }) => {
    const address = uniqueAddress();
    const ok = uniqueEmail('api-bad');
    const cases: { name: string; data?: string; contentType?: string; status: number; error?: string | RegExp }[] = [
      { name: 'missing body', status: 400 },
      { name: 'non-JSON body with a JSON content type', data: `email=${ok}`, status: 400 },
      { name: 'wrong content type', data: JSON.stringify({ email: ok }), contentType: 'text/plain', status: 415 },
      { name: 'oversized body', data: JSON.stringify({ email: ok, page: `/${'a'.repeat(64 * 1024)}` }), status: 413 },
      { name: 'a@b', data: JSON.stringify({ email: 'a@b' }), status: 400, error: EMAIL_INVALID },
      { name: 'email with spaces', data: JSON.stringify({ email: 'ada lovelace@example.com' }), status: 400, error: EMAIL_INVALID },
      {
        name: 'email with CRLF',
        data: JSON.stringify({ email: `${ok}\r\nBcc: everyone@example.com` }),
        status: 400,
        error: EMAIL_INVALID,
      },
      { name: 'operator object as email', data: '{"email":{"$ne":1}}', status: 400, error: EMAIL_INVALID },
      { name: '__proto__ key', data: `{"email":"${ok}","__proto__":{"isAdmin":true}}`, status: 400, error: /__proto__/ },
      { name: 'nested constructor key', data: `{"email":"${ok}","constructor":{"prototype":{"isAdmin":true}}}`, status: 400 },
      { name: 'array body', data: JSON.stringify([{ email: ok }]), status: 400 },
    ];
    for (const item of cases) {
      await test.step(item.name, async () => {
        const response = await postRaw(request, SUBSCRIBE, { data: item.data, contentType: item.contentType, address });
        await expectRefusal(response, item.status, item.error);
      });
    }
  });

  test('subscribe answers a filled honeypot with the normal success', async ({ request }) => {
    const response = await postJson(
      request,
      SUBSCRIBE,
      { email: uniqueEmail('honeypot'), website: 'https://cheap-links.example' },
      uniqueAddress(),
    );
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ message: SUBSCRIBE_SUCCESS });
  });

  test('save-chat accepts a real transcript and refuses a flood or a missing email', async ({ request }) => {
    const address = uniqueAddress();
    const transcript = [
      { id: '1', message: GREETING_TEXT, type: 'bot' },
      { id: '2', message: 'Ada Lovelace', type: 'user' },
    ];

    const accepted = await postJson(
      request,
      SAVE_CHAT,
      { conversationId: randomUUID(), message: transcript, userEmail: uniqueEmail('api-chat') },
      address,
    );
    expect(accepted.status()).toBe(200);

    const flood = Array.from({ length: 10_000 }, (_, index) => ({
      id: String(index + 1),
      message: index % 2 === 0 ? 'Hello' : 'Tell me more',
      type: index % 2 === 0 ? 'user' : 'bot',
    }));
    const tooLong = await postJson(
      request,
      SAVE_CHAT,
      { conversationId: randomUUID(), message: flood, userEmail: uniqueEmail('api-chat-flood') },
      address,
    );
    // Refused by the body cap (413) or, if it fits, by the message-count bound (400).
    expect([400, 413]).toContain(tooLong.status());
    await expectRefusal(tooLong, tooLong.status());

    const noEmail = await postJson(request, SAVE_CHAT, { conversationId: randomUUID(), message: transcript }, address);
    await expectRefusal(noEmail, 400, /email/i);
  });

  test("save-chat accepts the spec's body { message, userEmail }: one transcript per conversation, replaced as it grows", async ({ request }) => {
    const address = uniqueAddress();
    const email = uniqueEmail('api-chat-spec');
    const messages = [
      { id: 'first-7f3a', message: GREETING_TEXT, type: 'bot' },
      { id: '2', message: 'Ada Lovelace', type: 'user' },
      { id: '3', message: email, type: 'user' },
    ];
    for (const count of [2, 3]) {
      const saved = await postJson(request, SAVE_CHAT, { message: messages.slice(0, count), userEmail: email }, address);
      expect(saved.status()).toBe(200);
      expect(await saved.json()).toEqual({ success: true });
    }
    // The operator sees one row for the conversation, holding the whole transcript.
    await expect
      .poll(async () => (await exportLeads('chats')).split('\r\n').filter((line) => line.includes(email)), { timeout: 60_000 })
      .toEqual([expect.stringContaining('Ada Lovelace')]);
  });

  test('enquiry refuses missing fields and accepts one without the optional phone', async ({ request }) => {
    const address = uniqueAddress();
    await expectRefusal(await postJson(request, ENQUIRY, { email: uniqueEmail('api-enquiry') }, address), 400, NAME_REQUIRED);
    await expectRefusal(
      await postJson(
        request,
        ENQUIRY,
        { name: 'Grace Hopper', email: uniqueEmail('api-enquiry'), phone: '+1 415 555 0100', service: 'Web Development' },
        address,
      ),
      400,
      MESSAGE_REQUIRED,
    );
    const withoutPhone = await postJson(
      request,
      ENQUIRY,
      {
        name: 'Grace Hopper',
        email: uniqueEmail('api-enquiry'),
        service: 'SEO Marketing',
        message: 'Our online store needs a technical SEO audit before the spring catalogue goes live.',
      },
      address,
    );
    expect([200, 201]).toContain(withoutPhone.status());
  });

  test('too many subscriptions from one address get 429 with Retry-After', async ({ request }) => {
    const address = uniqueAddress();
    let limited: APIResponse | undefined;
    for (let attempt = 0; attempt < 60 && !limited; attempt += 1) {
      // A new email each time, so the per-address limit is the one reached.
      const response = await postJson(request, SUBSCRIBE, { email: uniqueEmail('rate') }, address);
      if (response.status() === 429) limited = response;
      else expect(response.status()).toBe(200);
    }
    if (!limited) throw new Error('No 429 after 60 subscriptions from one address.');
    await expectRefusal(limited, 429, /too many requests/i);
    const retryAfter = Number(limited.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Another address keeps its own allowance.
    const other = await postJson(request, SUBSCRIBE, { email: uniqueEmail('rate-other') }, uniqueAddress());
    expect(other.status()).toBe(200);
  });
});
