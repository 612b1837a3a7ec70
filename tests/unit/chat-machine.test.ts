import { siteChatConfig } from '@/lib/chat/site-config';
import { caseStudies } from '@/content/portfolio';
import { parseChatConfig } from '@/lib/chat/config';
import {
  FOLLOW_UP_DELAY_MS,
  GREETING_DELAY_MS,
  LOADER_MS,
  MAX_CHAT_MESSAGES,
  PORTFOLIO_GAP_MS,
  SCROLL_DELAY_MS,
  SERVICES_DELAY_MS,
} from '@/lib/chat/constants';
import {
  createChat,
  isMessageWaiting,
  reduce as reduceWith,
  resumeChat,
  type ChatEffect,
  type ChatEvent,
  type ChatState,
  type ChatTransition,
} from '@/lib/chat/machine';
import {
  ASK_EMAIL_TEXT,
  ASK_NAME_TEXT,
  CLICK_HERE_TEXT,
  CONFIG_ERROR_TEXT,
  GREETING_TEXT,
  INVALID_EMAIL_TEXT,
  INVALID_NAME_TEXT,
  NOT_UNDERSTOOD_TEXT,
  PORTFOLIO_INTRO_TEXT,
  SAVE_FAILED_TEXT,
  SERVICE_NEEDS_EMAIL_TEXT,
  SERVICES_INTRO_TEXT,
  START_BUTTON_TEXT,
  THANK_YOU_TEXT,
  greetByNameText,
} from '@/content/chat';

/** The machine with the site's own buttons. */
const reduce = (state: ChatState, event: ChatEvent): ChatTransition => reduceWith(state, event, siteChatConfig);

/** Runs the machine the way the widget does: scheduled events go through (fake) timers. */
function drive(start: ChatTransition = createChat()) {
  let state: ChatState = start.state;
  const saves: boolean[] = [];
  const scrolls: number[] = [];
  const apply = ({ state: next, effects }: ChatTransition) => {
    state = next;
    for (const effect of effects) run(effect);
  };
  const run = (effect: ChatEffect) => {
    if (effect.type === 'schedule') setTimeout(() => dispatch(effect.event), effect.afterMs);
    else if (effect.type === 'scroll') scrolls.push(effect.afterMs);
    else saves.push(effect.critical);
  };
  const dispatch = (event: ChatEvent) => apply(reduce(state, event));
  apply(start);
  return {
    get state() {
      return state;
    },
    dispatch,
    saves,
    scrolls,
    /** Texts a visitor can read now (shown and not typing). */
    shown: () => state.messages.filter((m) => !isMessageWaiting(m) && !m.loading).map((m) => m.message),
    /** Bot bubbles currently showing the typing indicator. */
    typing: () => state.messages.filter((m) => !isMessageWaiting(m) && m.loading).length,
    last: () => state.messages.at(-1),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('exact texts and constants (spec 1 sections 4, 8 and 9)', () => {
  it.each([
    [GREETING_TEXT, 'Hi! How can I help you ?'],
    [START_BUTTON_TEXT, "Let's Get Started"],
    [INVALID_NAME_TEXT, 'Please enter a valid name.'],
    [INVALID_EMAIL_TEXT, 'Please enter a valid email address.'],
    [SERVICES_INTRO_TEXT, 'These services are provided by Lumina Digital'],
    [NOT_UNDERSTOOD_TEXT, "I'm sorry, I didn't understand that."],
    [SAVE_FAILED_TEXT, 'Sorry, something went wrong.'],
    [CONFIG_ERROR_TEXT, 'Ooops. Something is missing.'],
    [CLICK_HERE_TEXT, 'Click Here'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('asks for the email with the wording of step 9', () => {
    expect(SERVICE_NEEDS_EMAIL_TEXT).toMatch(/^We're excited to show you what we have to offer! .*share your email/);
  });

  it.each([
    ['greeting delay', GREETING_DELAY_MS, 4000],
    ['services delay', SERVICES_DELAY_MS, 4000],
    ['message loader', LOADER_MS, 750],
    ['scroll delay', SCROLL_DELAY_MS, 100],
  ])('%s is %d ms', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('step 1: the greeting', () => {
  it('appears after 4000 ms, shows the loader for 750 ms, then the text with the start button', () => {
    const chat = drive();
    expect(chat.shown()).toEqual([]);
    expect(chat.typing()).toBe(0);

    jest.advanceTimersByTime(GREETING_DELAY_MS - 1);
    expect(chat.typing()).toBe(0);
    jest.advanceTimersByTime(1);
    expect(chat.typing()).toBe(1);
    expect(chat.shown()).toEqual([]);

    jest.advanceTimersByTime(LOADER_MS - 1);
    expect(chat.shown()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(chat.typing()).toBe(0);
    expect(chat.shown()).toEqual([GREETING_TEXT]);
    expect(chat.last()).toMatchObject({ type: 'bot', widget: 'start' });
  });

  it('asks the log to scroll to the end 100 ms after each change', () => {
    const chat = drive();
    jest.advanceTimersByTime(GREETING_DELAY_MS + LOADER_MS);
    expect(chat.scrolls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(chat.scrolls)).toEqual(new Set([SCROLL_DELAY_MS]));
  });
});

describe('step 2: the start button', () => {
  it('asks for the name, once only', () => {
    const chat = drive();
    jest.advanceTimersByTime(GREETING_DELAY_MS + LOADER_MS);
    chat.dispatch({ type: 'start' });
    expect(chat.state.checker).toBe('name');
    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.shown()).toEqual([GREETING_TEXT, START_BUTTON_TEXT, ASK_NAME_TEXT]);

    const before = chat.state;
    const again = reduce(before, { type: 'start' });
    expect(again.state).toBe(before);
    expect(again.effects).toEqual([]);
  });

  it('does nothing once a greeting already asked for the name', () => {
    const chat = drive();
    chat.dispatch({ type: 'submit', text: 'hello' });
    const count = chat.state.messages.length;
    chat.dispatch({ type: 'start' });
    expect(chat.state.messages).toHaveLength(count);
  });
});

describe('step 3: the name', () => {
  function askedName() {
    const chat = drive();
    jest.advanceTimersByTime(GREETING_DELAY_MS + LOADER_MS);
    chat.dispatch({ type: 'start' });
    jest.advanceTimersByTime(LOADER_MS);
    return chat;
  }

  it('greets a valid, trimmed name and then asks for the email', () => {
    const chat = askedName();
    chat.dispatch({ type: 'submit', text: '  Ana   María  ' });
    expect(chat.last()).toMatchObject({ type: 'bot', message: ASK_EMAIL_TEXT });
    expect(chat.state).toMatchObject({ name: 'Ana María', checker: 'email' });
    expect(chat.shown().at(-1)).toBe('Ana   María');

    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.shown().at(-1)).toBe(greetByNameText('Ana María'));
    expect(greetByNameText('Ana María')).toBe('Nice to meet you, Ana María!');
    // The email question waits 1000 ms, then shows its own 750 ms loader.
    expect(chat.typing()).toBe(0);
    jest.advanceTimersByTime(FOLLOW_UP_DELAY_MS - LOADER_MS);
    expect(chat.typing()).toBe(1);
    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.shown().at(-1)).toBe(ASK_EMAIL_TEXT);
    expect(chat.typing()).toBe(0);
  });

  it.each(['Ana1', 'R2-D2', "O'Brien", 'ana@example.com', 'Ana\nMaria'])('refuses %j and keeps asking', (text) => {
    const chat = askedName();
    chat.dispatch({ type: 'submit', text });
    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.shown().at(-1)).toBe(INVALID_NAME_TEXT);
    expect(chat.state.checker).toBe('name');
    expect(chat.state.name).toBeUndefined();
  });
});

function askedEmail() {
  const chat = drive();
  chat.dispatch({ type: 'submit', text: 'hi' });
  chat.dispatch({ type: 'submit', text: 'Grace Hopper' });
  jest.advanceTimersByTime(FOLLOW_UP_DELAY_MS + LOADER_MS);
  expect(chat.state.checker).toBe('email');
  return chat;
}

describe('step 4: the email, the services and the portfolio', () => {
  it('thanks once the transcript is saved, waits 4 s for the services with six buttons, then shows the portfolio', () => {
    const chat = askedEmail();
    chat.dispatch({ type: 'submit', text: ' grace@navy.example ' });
    expect(chat.state).toMatchObject({ email: 'grace@navy.example', checker: null });
    // Nothing is promised before the save has answered.
    jest.advanceTimersByTime(10_000);
    expect(chat.shown().at(-1)).toBe('grace@navy.example');
    chat.dispatch({ type: 'saveSucceeded' });

    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.shown().at(-1)).toBe(THANK_YOU_TEXT);
    expect(chat.typing()).toBe(0);

    jest.advanceTimersByTime(SERVICES_DELAY_MS - LOADER_MS - 1);
    expect(chat.typing()).toBe(0);
    jest.advanceTimersByTime(1);
    expect(chat.typing()).toBe(1);
    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.shown().at(-1)).toBe(SERVICES_INTRO_TEXT);
    const services = chat.state.messages.find((m) => m.widget === 'services');
    expect(services?.message).toBe('These services are provided by Lumina Digital');

    jest.advanceTimersByTime(PORTFOLIO_GAP_MS);
    expect(chat.shown().at(-1)).toBe(PORTFOLIO_INTRO_TEXT);
    expect(chat.last()).toMatchObject({ widget: 'portfolio' });
    expect(chat.typing()).toBe(0);
  });

  it('saves the transcript when the email is given (critical) and on every later message', () => {
    const chat = askedEmail();
    expect(chat.saves).toEqual([]);
    chat.dispatch({ type: 'submit', text: 'grace@navy.example' });
    expect(chat.saves).toEqual([true]);
    jest.advanceTimersByTime(10_000);
    expect(chat.saves).toEqual([true]);
    chat.dispatch({ type: 'submit', text: 'Do you build mobile apps?' });
    expect(chat.saves).toEqual([true, false]);
  });

  it.each(['grace@navy', 'grace navy@x.com', 'grace@@x.com', 'maybe'])('refuses %j with the email error', (text) => {
    const chat = askedEmail();
    chat.dispatch({ type: 'submit', text });
    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.shown().at(-1)).toBe(INVALID_EMAIL_TEXT);
    expect(chat.state.checker).toBe('email');
    expect(chat.state.email).toBeUndefined();
    expect(chat.saves).toEqual([]);
  });
});

describe('step 5: greetings before the name was asked', () => {
  it.each(['hi', 'hello', 'hii', 'helo', 'HI', 'Hello!', '  Helo  ', 'hi there'])('%j asks for the name', (text) => {
    const chat = drive();
    chat.dispatch({ type: 'submit', text });
    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.state.checker).toBe('name');
    expect(chat.state.started).toBe(true);
    expect(chat.shown()).toEqual([text.trim(), ASK_NAME_TEXT]);
  });

  it.each(['history', 'hiya', 'hey'])('%j is not a greeting and shows the services', (text) => {
    const chat = drive();
    chat.dispatch({ type: 'submit', text });
    expect(chat.state.checker).toBeNull();
    expect(chat.state.messages.some((m) => m.widget === 'services')).toBe(true);
  });

  it('after the flow, a greeting shows the services instead of asking again', () => {
    const chat = askedEmail();
    chat.dispatch({ type: 'submit', text: 'no' });
    const servicesBefore = chat.state.messages.filter((m) => m.widget === 'services').length;
    chat.dispatch({ type: 'submit', text: 'hello' });
    expect(chat.state.checker).toBeNull();
    expect(chat.state.messages.filter((m) => m.widget === 'services')).toHaveLength(servicesBefore + 1);
  });
});

describe('step 6: declining the email', () => {
  it.each(['no', 'NOT', 'nahi', 'No thanks', 'not now', 'nahi!'])('%j skips to the services', (text) => {
    const chat = askedEmail();
    chat.dispatch({ type: 'submit', text });
    expect(chat.state.checker).toBeNull();
    expect(chat.state.email).toBeUndefined();
    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.shown().at(-1)).toBe(SERVICES_INTRO_TEXT);
    jest.advanceTimersByTime(PORTFOLIO_GAP_MS);
    expect(chat.shown().at(-1)).toBe(PORTFOLIO_INTRO_TEXT);
    expect(chat.saves).toEqual([]);
  });

  it('"nothing" is not a refusal but an invalid email', () => {
    const chat = askedEmail();
    chat.dispatch({ type: 'submit', text: 'nothing' });
    expect(chat.last()?.message).toBe(INVALID_EMAIL_TEXT);
  });
});

describe('step 7: input when nothing is expected', () => {
  it('shows the services and the portfolio', () => {
    const chat = drive();
    chat.dispatch({ type: 'submit', text: 'How much does a website cost?' });
    jest.advanceTimersByTime(LOADER_MS + PORTFOLIO_GAP_MS);
    expect(chat.shown()).toEqual(['How much does a website cost?', SERVICES_INTRO_TEXT, PORTFOLIO_INTRO_TEXT]);
  });
});

describe('step 8: empty input', () => {
  it.each(['', '   ', '\r\n\t'])('%j gets the not-understood reply and no visitor bubble', (text) => {
    const chat = drive();
    chat.dispatch({ type: 'submit', text });
    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.state.messages.filter((m) => m.type === 'user')).toEqual([]);
    expect(chat.shown()).toEqual([NOT_UNDERSTOOD_TEXT]);
  });

  it('keeps the expected answer while waiting for a name', () => {
    const chat = drive();
    chat.dispatch({ type: 'submit', text: 'hi' });
    chat.dispatch({ type: 'submit', text: ' ' });
    expect(chat.state.checker).toBe('name');
    expect(chat.last()?.message).toBe(NOT_UNDERSTOOD_TEXT);
  });
});

describe('steps 9 and 10: picking a service', () => {
  it('before an email, asks for the email and then accepts one', () => {
    const chat = drive();
    chat.dispatch({ type: 'submit', text: 'prices?' });
    chat.dispatch({ type: 'selectService', serviceId: 'seo-marketing' });
    jest.advanceTimersByTime(LOADER_MS + PORTFOLIO_GAP_MS);
    expect(chat.shown().at(-1)).toBe(SERVICE_NEEDS_EMAIL_TEXT);
    expect(chat.state.checker).toBe('email');
    expect(chat.state.selectedService).toBeUndefined();

    chat.dispatch({ type: 'submit', text: 'lead@company.example' });
    expect(chat.state.email).toBe('lead@company.example');
    expect(chat.saves).toEqual([true]);
  });

  it('after an email, selects (highlights) the service without a new message', () => {
    const chat = askedEmail();
    chat.dispatch({ type: 'submit', text: 'grace@navy.example' });
    jest.advanceTimersByTime(SERVICES_DELAY_MS + LOADER_MS);
    const count = chat.state.messages.length;
    chat.dispatch({ type: 'selectService', serviceId: 'finance-services' });
    expect(chat.state.selectedService).toBe('finance-services');
    chat.dispatch({ type: 'selectService', serviceId: 'web-development' });
    expect(chat.state.selectedService).toBe('web-development');
    expect(chat.state.messages).toHaveLength(count);
  });

  it('a pick scrolls the log to its description 100 ms later, not to the end', () => {
    const chat = askedEmail();
    const { state } = reduce(chat.state, { type: 'submit', text: 'grace@navy.example' });
    expect(reduce(state, { type: 'selectService', serviceId: 'web-development' }).effects).toEqual([
      { type: 'scroll', afterMs: SCROLL_DELAY_MS, to: 'service' },
    ]);
    expect(reduce(state, { type: 'selectProject', projectId: siteChatConfig.projects[0]!.id }).effects).toEqual([
      { type: 'scroll', afterMs: SCROLL_DELAY_MS, to: 'project' },
    ]);
  });

  it('ignores a service that is not configured', () => {
    const chat = drive();
    const before = chat.state;
    chat.dispatch({ type: 'selectService', serviceId: 'time-travel' });
    expect(chat.state).toBe(before);
  });
});

describe('step 11: the portfolio buttons', () => {
  it('select a project, with or without an email', () => {
    const chat = drive();
    const picked = siteChatConfig.projects[3]!.id;
    chat.dispatch({ type: 'selectProject', projectId: picked });
    expect(chat.state.selectedProject).toBe(picked);
    chat.dispatch({ type: 'selectProject', projectId: 'unknown' });
    expect(chat.state.selectedProject).toBe(picked);
  });

  it("the five projects are the showcase's first case studies; \"Click Here\" leads to their pages", () => {
    expect(siteChatConfig.projects).toEqual(
      caseStudies.slice(0, 5).map((study) => ({
        id: study.slug,
        name: study.client,
        kind: study.industry,
        description: study.description,
        url: `/portfolio-profile/${study.slug}`,
      })),
    );
  });
});

describe('saving failures (spec 1 section 8)', () => {
  it('the bot says "Sorry, something went wrong." when told the save failed, and never thanks', () => {
    const chat = askedEmail();
    chat.dispatch({ type: 'submit', text: 'grace@navy.example' });
    chat.dispatch({ type: 'saveFailed' });
    jest.advanceTimersByTime(LOADER_MS);
    expect(chat.shown().at(-1)).toBe(SAVE_FAILED_TEXT);
    expect(chat.shown()).not.toContain(THANK_YOU_TEXT);
    // The conversation goes on with the services.
    jest.advanceTimersByTime(SERVICES_DELAY_MS + PORTFOLIO_GAP_MS + LOADER_MS);
    expect(chat.shown()).toContain(SERVICES_INTRO_TEXT);
    // Its own save is a retry that is not reported again.
    expect(chat.saves).toEqual([true, false]);
  });
});

describe('resuming and limits', () => {
  it('a resumed conversation shows every message at once and keeps numbering ids', () => {
    const chat = askedEmail();
    chat.dispatch({ type: 'submit', text: 'grace@navy.example' });
    const resumed = resumeChat({ ...chat.state, nextId: 1 });
    expect(resumed.state.messages.every((m) => m.loading === undefined && m.delay === undefined)).toBe(true);
    expect(resumed.effects).toEqual([{ type: 'scroll', afterMs: SCROLL_DELAY_MS }]);
    const ids = new Set(resumed.state.messages.map((m) => m.id));
    const next = reduce(resumed.state, { type: 'submit', text: 'thanks' }).state.messages.at(-1);
    expect(ids.has(next?.id ?? '')).toBe(false);
  });

  it(`stops taking input at ${MAX_CHAT_MESSAGES} messages`, () => {
    let state = createChat().state;
    while (state.messages.length < MAX_CHAT_MESSAGES) state = reduce(state, { type: 'submit', text: 'x' }).state;
    const after = reduce(state, { type: 'submit', text: 'one more' });
    expect(after.state).toBe(state);
    expect(after.effects).toEqual([]);
  });

  it(`a full conversation ignores the service and project buttons still in its history`, () => {
    let state = createChat().state;
    while (state.messages.length < MAX_CHAT_MESSAGES) state = reduce(state, { type: 'submit', text: 'x' }).state;
    const full = state.messages.length;
    for (let i = 0; i < 20; i += 1) {
      state = reduce(state, { type: 'selectService', serviceId: 'web-development' }).state;
      state = reduce(state, { type: 'selectProject', projectId: siteChatConfig.projects[0]!.id }).state;
    }
    expect(state.messages).toHaveLength(full);
  });

  it('truncates very long input to 500 characters', () => {
    const { state } = reduce(createChat().state, { type: 'submit', text: 'a'.repeat(800) });
    expect(state.messages.find((m) => m.type === 'user')?.message).toHaveLength(500);
  });
});

describe('widget configuration', () => {
  it('the default configuration is valid, with the six services of the spec', () => {
    const result = parseChatConfig(siteChatConfig);
    expect(result.ok).toBe(true);
    expect(siteChatConfig.services.map((s) => s.label)).toEqual([
      'Web Development',
      'SEO Marketing',
      'Digital Marketing',
      'Business Consulting',
      'IT Services',
      'Finance Services',
    ]);
  });

  const project = siteChatConfig.projects[0];
  const service = siteChatConfig.services[0];
  it.each([
    ['nothing', undefined],
    ['an empty object', {}],
    ['no services', { services: [], projects: [project] }],
    ['no projects', { services: [service], projects: [] }],
    ['a service without a description', { services: [{ id: 'web', label: 'Web' }], projects: [project] }],
    ['a project on plain http', { services: [service], projects: [{ ...project, url: 'http://insecure.example' }] }],
    ['a javascript: link', { services: [service], projects: [{ ...project, url: 'javascript:alert(1)' }] }],
    ['a protocol-relative link', { services: [service], projects: [{ ...project, url: '//evil.example/x' }] }],
    ['duplicate service ids', { services: [service, service], projects: [project] }],
  ])('rejects %s with a readable error', (_name, input) => {
    const result = parseChatConfig(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
  });

  it('names each wrong field and the reason', () => {
    const result = parseChatConfig({
      services: [{ id: 'web', label: 'Web', description: 'Too short.' }, service, service],
      projects: [{ ...project, url: 'http://insecure.example' }],
    });
    expect(result).toEqual({
      ok: false,
      error:
        'services.0.description: Too small: expected string to have >=20 characters; ' +
        'services: service ids must be unique; projects.0.url: must be a site path or an https URL',
    });
  });

  it('trims labels and names as it validates them', () => {
    const [firstService] = siteChatConfig.services;
    const [firstProject] = siteChatConfig.projects;
    if (!firstService || !firstProject) throw new Error('The default configuration has a service and a project.');
    const result = parseChatConfig({
      services: [{ ...firstService, label: `  ${firstService.label}  ` }],
      projects: [{ ...firstProject, name: `\t${firstProject.name}\n` }],
    });
    expect(result.ok && result.config.services[0]?.label).toBe(firstService.label);
    expect(result.ok && result.config.projects[0]?.name).toBe(firstProject.name);
  });
});
