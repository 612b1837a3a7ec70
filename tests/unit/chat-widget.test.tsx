import { StrictMode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ChatWidget } from '@/components/chat/chat-widget';
import { siteChatConfig } from '@/lib/chat/site-config';
import { GREETING_DELAY_MS, HISTORY_STORAGE_KEY, LOADER_MS, PORTFOLIO_GAP_MS, SERVICES_DELAY_MS } from '@/lib/chat/constants';
import {
  ASK_EMAIL_TEXT,
  ASK_NAME_TEXT,
  CHAT_TITLE,
  CONFIG_ERROR_TEXT,
  GREETING_TEXT,
  NOT_UNDERSTOOD_TEXT,
  PORTFOLIO_INTRO_TEXT,
  SAVE_FAILED_TEXT,
  SERVICE_NEEDS_EMAIL_TEXT,
  SERVICES_INTRO_TEXT,
  THANK_YOU_TEXT,
  TYPING_TEXT,
  greetByNameText,
} from '@/content/chat';
import { fakeMatchMedia } from '../helpers/match-media';

type FetchCall = [input: string, init: { method: string; headers: Record<string, string>; body: string }];
const fetchMock = jest.fn<Promise<{ status: number }>, FetchCall>();
const consoleError = jest.spyOn(console, 'error');
const consoleWarn = jest.spyOn(console, 'warn');

/** The setup file's stub is writable but not configurable, so it is replaced by assignment. */
function setViewport(desktop: boolean) {
  window.matchMedia = fakeMatchMedia((query) => query === '(min-width: 1024px)' ? desktop : false);
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function say(text: string) {
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

function log() {
  return within(screen.getByRole('log'));
}

/** Greeting, start, name and email: leaves the bot 750 ms into its thank-you. */
async function converseUpToEmail(email = 'grace@navy.example') {
  await advance(GREETING_DELAY_MS + LOADER_MS);
  fireEvent.click(screen.getByRole('button', { name: "Let's Get Started" }));
  await advance(LOADER_MS);
  say('Grace Hopper');
  await advance(1000 + LOADER_MS);
  say(email);
  await advance(LOADER_MS);
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/engage');
  setViewport(false);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ status: 201 });
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  consoleError.mockClear();
  consoleWarn.mockReset();
  consoleWarn.mockImplementation(() => {});
});

afterEach(() => {
  // Every test must run without a React or console error.
  expect(consoleError).not.toHaveBeenCalled();
  jest.useRealTimers();
});

describe('ChatWidget', () => {
  it('greets after 4000 ms, with a typing indicator for the last 750 ms', async () => {
    render(<ChatWidget placement="mobile" config={siteChatConfig} />);
    expect(screen.getByRole('heading', { name: CHAT_TITLE })).toHaveTextContent('Chat with Lumina');
    const liveLog = screen.getByRole('log');
    expect(liveLog).toHaveAttribute('aria-live', 'polite');

    await advance(GREETING_DELAY_MS - 1);
    expect(log().queryByText(TYPING_TEXT)).not.toBeInTheDocument();
    await advance(1);
    expect(log().getByText(TYPING_TEXT)).toBeInTheDocument();
    expect(log().queryByText(GREETING_TEXT)).not.toBeInTheDocument();
    await advance(LOADER_MS);
    expect(log().getByText(GREETING_TEXT)).toBeInTheDocument();
    expect(log().queryByText(TYPING_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Let's Get Started" })).toBeEnabled();
  });

  it('still greets under React strict mode (timers survive the double mount)', async () => {
    render(
      <StrictMode>
        <ChatWidget placement="mobile" config={siteChatConfig} />
      </StrictMode>,
    );
    await advance(GREETING_DELAY_MS + LOADER_MS);
    expect(log().getAllByText(GREETING_TEXT)).toHaveLength(1);
  });

  it('runs a whole conversation by typing, and sends the transcript', async () => {
    render(<ChatWidget placement="mobile" config={siteChatConfig} />);
    await advance(GREETING_DELAY_MS + LOADER_MS);

    const start = screen.getByRole('button', { name: "Let's Get Started" });
    start.focus();
    fireEvent.click(start);
    expect(start).toBeDisabled();
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    await advance(LOADER_MS);
    expect(log().getByText(ASK_NAME_TEXT)).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveAttribute('autocomplete', 'name');

    say('Grace 42');
    await advance(LOADER_MS);
    expect(log().getByText('Please enter a valid name.')).toBeInTheDocument();

    say('  Grace Hopper ');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    await advance(1000 + LOADER_MS);
    expect(log().getByText(greetByNameText('Grace Hopper'))).toBeInTheDocument();
    expect(log().getByText(ASK_EMAIL_TEXT)).toBeInTheDocument();

    say('grace at navy');
    await advance(LOADER_MS);
    expect(log().getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    say('grace@navy.example');
    // The thanks waits for the save's answer.
    expect(log().queryByText(THANK_YOU_TEXT)).not.toBeInTheDocument();
    await advance(0);
    await advance(LOADER_MS);
    expect(log().getByText(THANK_YOU_TEXT)).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact/save-chat');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    const body = JSON.parse(init.body);
    expect(body).toMatchObject({ userEmail: 'grace@navy.example', page: '/engage' });
    expect(body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message.map((m: { message: string }) => m.message)).toEqual(
      expect.arrayContaining([GREETING_TEXT, "Let's Get Started", 'Grace Hopper', 'grace@navy.example']),
    );
    expect(body.message.map((m: { message: string }) => m.message)).not.toContain(THANK_YOU_TEXT);
    expect(Object.keys(body.message[0]).sort()).toEqual(['id', 'message', 'type']);

    // Services 4 s after the thank-you, then the portfolio.
    await advance(SERVICES_DELAY_MS - LOADER_MS);
    expect(log().queryByText(SERVICES_INTRO_TEXT)).not.toBeInTheDocument();
    await advance(LOADER_MS);
    expect(log().getByText(SERVICES_INTRO_TEXT)).toHaveTextContent('These services are provided by Lumina Digital');
    const services = screen.getByRole('group', { name: 'Our services' });
    expect(within(services).getAllByRole('button').map((b) => b.textContent)).toEqual(
      siteChatConfig.services.map((s) => s.label),
    );

    const seo = within(services).getByRole('button', { name: 'SEO Marketing' });
    expect(seo).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(seo);
    expect(seo).toHaveAttribute('aria-pressed', 'true');
    expect(log().getByText(siteChatConfig.services[1]!.description)).toBeInTheDocument();

    await advance(PORTFOLIO_GAP_MS);
    expect(log().getByText(PORTFOLIO_INTRO_TEXT)).toBeInTheDocument();
    const projects = screen.getByRole('group', { name: 'Our projects' });
    expect(within(projects).getAllByRole('button')).toHaveLength(5);
    const project = siteChatConfig.projects[3]!;
    fireEvent.click(within(projects).getByRole('button', { name: project.name }));
    const link = screen.getByRole('link', { name: /^Click Here/ });
    expect(link).toHaveAttribute('href', `/portfolio-profile/${project.id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Each later message sends the whole transcript again under the same conversation id.
    say('Can you call me tomorrow?');
    await advance(LOADER_MS);
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
    const lastBody = JSON.parse(fetchMock.mock.calls.at(-1)![1].body);
    expect(lastBody.conversationId).toBe(body.conversationId);
    expect(lastBody.message.at(-3).message).toBe('Can you call me tomorrow?');
  });

  it('says "Sorry, something went wrong." when saving the email fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ChatWidget placement="mobile" config={siteChatConfig} />);
    await converseUpToEmail();
    await advance(LOADER_MS);
    expect(log().getByText(SAVE_FAILED_TEXT)).toBeInTheDocument();
    expect(consoleWarn).toHaveBeenCalled();
    // The visitor was never told the details were kept.
    await advance(SERVICES_DELAY_MS + PORTFOLIO_GAP_MS + LOADER_MS);
    expect(log().queryByText(THANK_YOU_TEXT)).not.toBeInTheDocument();
    expect(log().getByText(SERVICES_INTRO_TEXT)).toBeInTheDocument();
  });

  it('also reports a server error status on the first save, but only logs later failures', async () => {
    fetchMock.mockResolvedValue({ status: 503 });
    render(<ChatWidget placement="mobile" config={siteChatConfig} />);
    await converseUpToEmail();
    await advance(LOADER_MS);
    expect(log().getAllByText(SAVE_FAILED_TEXT)).toHaveLength(1);
    await advance(SERVICES_DELAY_MS + PORTFOLIO_GAP_MS + LOADER_MS);
    say('hello again');
    await advance(PORTFOLIO_GAP_MS + LOADER_MS);
    expect(log().getAllByText(SAVE_FAILED_TEXT)).toHaveLength(1);
  });

  it('answers empty input and asks for the email when a service is picked first', async () => {
    render(<ChatWidget placement="mobile" config={siteChatConfig} />);
    await advance(GREETING_DELAY_MS + LOADER_MS);
    say('   ');
    await advance(LOADER_MS);
    expect(log().getByText(NOT_UNDERSTOOD_TEXT)).toBeInTheDocument();

    say('What do you offer?');
    await advance(LOADER_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Web Development' }));
    expect(screen.getByRole('button', { name: 'Web Development' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    await advance(LOADER_MS);
    expect(log().getByText(SERVICE_NEEDS_EMAIL_TEXT)).toBeInTheDocument();

    say('lead@company.example');
    await advance(0);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body).userEmail).toBe('lead@company.example');
  });

  it('shows "Ooops. Something is missing." for a broken configuration', async () => {
    render(<ChatWidget placement="mobile" config={{ services: [], projects: [{ id: 'x' }] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(CONFIG_ERROR_TEXT);
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await advance(GREETING_DELAY_MS + LOADER_MS);
    expect(screen.queryByText(GREETING_TEXT)).not.toBeInTheDocument();
  });

  it('restores the stored history on remount, without greeting again', async () => {
    const first = render(<ChatWidget placement="mobile" config={siteChatConfig} />);
    await converseUpToEmail();
    await advance(SERVICES_DELAY_MS + PORTFOLIO_GAP_MS);
    const conversationId = JSON.parse(fetchMock.mock.calls[0]![1].body).conversationId;
    first.unmount();
    expect(window.localStorage.getItem(HISTORY_STORAGE_KEY)).not.toBeNull();

    render(<ChatWidget placement="mobile" config={siteChatConfig} />);
    expect(log().getAllByText(GREETING_TEXT)).toHaveLength(1);
    expect(log().getByText(THANK_YOU_TEXT)).toBeInTheDocument();
    expect(log().getByText(PORTFOLIO_INTRO_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Let's Get Started" })).toBeDisabled();
    await advance(GREETING_DELAY_MS + LOADER_MS);
    expect(log().getAllByText(GREETING_TEXT)).toHaveLength(1);

    say('One more question');
    await advance(LOADER_MS);
    expect(JSON.parse(fetchMock.mock.calls.at(-1)![1].body).conversationId).toBe(conversationId);
  });

  it('does not store a conversation the visitor never touched', async () => {
    render(<ChatWidget placement="mobile" config={siteChatConfig} />);
    await advance(GREETING_DELAY_MS + LOADER_MS);
    expect(window.localStorage.getItem(HISTORY_STORAGE_KEY)).toBeNull();
  });

  it('renders only the placement that matches the viewport', () => {
    const mobile = render(
      <>
        <ChatWidget placement="mobile" className="lg:hidden" config={siteChatConfig} />
        <ChatWidget placement="desktop" className="hidden lg:block" config={siteChatConfig} />
      </>,
    );
    expect(screen.getAllByRole('log')).toHaveLength(1);
    expect(document.querySelector('[data-placement="mobile"]')).toHaveClass('lg:hidden');
    expect(document.querySelector('[data-placement="desktop"]')).toBeNull();
    mobile.unmount();

    setViewport(true);
    render(
      <>
        <ChatWidget placement="mobile" className="lg:hidden" config={siteChatConfig} />
        <ChatWidget placement="desktop" className="hidden lg:block" config={siteChatConfig} />
      </>,
    );
    expect(screen.getAllByRole('log')).toHaveLength(1);
    expect(document.querySelector('[data-placement="desktop"]')).not.toBeNull();
    expect(document.querySelector('[data-placement="mobile"]')).toBeNull();
    const ids = Array.from(document.querySelectorAll('[id]'), (el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
