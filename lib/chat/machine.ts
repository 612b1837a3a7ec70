import * as z from './zod';
import type { ChatConfig } from './config';
import {
  FOLLOW_UP_DELAY_MS,
  GREETING_DELAY_MS,
  LOADER_MS,
  MAX_CHAT_MESSAGES,
  MAX_INPUT_LENGTH,
  MAX_TRANSCRIPT_MESSAGES,
  PORTFOLIO_GAP_MS,
  SCROLL_DELAY_MS,
  SERVICES_DELAY_MS,
} from './constants';
import { transcriptMessageSchema } from './message';
import {
  ASK_EMAIL_TEXT,
  ASK_NAME_TEXT,
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
import { isEmailRefusal, isGreeting, isValidChatEmail, isValidChatName, normalizeChatName } from './validation';

/**
 * The scripted conversation (spec 1 section 4, steps 1-14) as a pure state machine: `reduce` never
 * reads the clock, storage or network. What must happen later or outside is returned as effects,
 * which the widget runs with timers and fetch.
 *
 * A bot message goes through three phases, as in the original widget:
 * - `delay` set: waiting, not shown at all (a `show` event ends this after `delay` ms);
 * - `loading` true: the typing indicator is shown;
 * - neither: the text (and its widget, if any) is shown, `LOADER_MS` + `delay` ms after it was added.
 */

export const chatWidgetNames = ['start', 'services', 'portfolio'] as const;
export type ChatWidgetName = (typeof chatWidgetNames)[number];

export const chatMessageSchema = z.extend(transcriptMessageSchema, {
  widget: z.optional(z.enum(chatWidgetNames)),
  loading: z.optional(z.boolean()),
  delay: z.optional(z.int().check(z.nonnegative())),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatStateSchema = z.object({
  messages: z.array(chatMessageSchema).check(z.maxLength(MAX_TRANSCRIPT_MESSAGES)),
  /** Which answer the bot is waiting for. */
  checker: z.nullable(z.enum(['name', 'email'])),
  /** The name question was asked (by the start button or a greeting); the button works once. */
  started: z.boolean(),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  selectedService: z.optional(z.string()),
  selectedProject: z.optional(z.string()),
  /** Next message number; ids are made here so the reducer stays deterministic. */
  nextId: z.int().check(z.positive()),
});
export type ChatState = z.infer<typeof chatStateSchema>;
export type ChatChecker = ChatState['checker'];

export type ChatEvent =
  | { type: 'submit'; text: string }
  | { type: 'start' }
  | { type: 'selectService'; serviceId: string }
  | { type: 'selectProject'; projectId: string }
  | { type: 'show'; id: string }
  | { type: 'reveal'; id: string }
  | { type: 'saveSucceeded' }
  | { type: 'saveFailed' };

export type ChatEffect =
  /** Dispatch `event` after `afterMs` milliseconds. */
  | { type: 'schedule'; afterMs: number; event: ChatEvent }
  /**
   * Scroll the log after `afterMs` milliseconds: to its end, or, after a pick, until the picked service's or
   * project's description (and its link) is in view; the next message may lie below it.
   */
  | { type: 'scroll'; afterMs: number; to?: ChatPick }
  /** Send the transcript; `critical` marks the save of the email just given, whose failure the bot reports. */
  | { type: 'save'; critical: boolean };

/** What a visitor picks from the option buttons. */
export type ChatPick = 'service' | 'project';

export type ChatTransition = { state: ChatState; effects: ChatEffect[] };

const emptyState: ChatState = {
  messages: [],
  checker: null,
  started: false,
  nextId: 1,
};

/** A new conversation: the greeting with its start button, `GREETING_DELAY_MS` from now. */
export function createChat(): ChatTransition {
  const draft = new Draft(emptyState);
  draft.bot(GREETING_TEXT, { widget: 'start', delay: GREETING_DELAY_MS });
  return draft.done();
}

/** A restored conversation: timers did not survive the reload, so every message is shown as final. */
export function resumeChat(state: ChatState): ChatTransition {
  const messages = state.messages.map(settle);
  const maxId = Math.max(0, ...messages.map((m) => Number(/^m(\d+)$/.exec(m.id)?.[1] ?? 0)));
  return {
    state: { ...state, messages, nextId: Math.max(state.nextId, maxId + 1) },
    effects: [{ type: 'scroll', afterMs: SCROLL_DELAY_MS }],
  };
}

/** A message as it looks once its loader is over. */
export function settle(message: ChatMessage): ChatMessage {
  const settled: ChatMessage = { id: message.id, message: message.message, type: message.type };
  if (message.widget) settled.widget = message.widget;
  return settled;
}

export function isMessageWaiting(message: ChatMessage): boolean {
  return (message.delay ?? 0) > 0;
}

export function isConversationFull(state: ChatState): boolean {
  return state.messages.length >= MAX_CHAT_MESSAGES;
}

export function reduce(state: ChatState, event: ChatEvent, config: ChatConfig): ChatTransition {
  const draft = new Draft(state);
  switch (event.type) {
    case 'submit':
      if (!isConversationFull(state)) onSubmit(draft, event.text);
      break;
    case 'start':
      if (!state.started && !isConversationFull(state)) {
        draft.user(START_BUTTON_TEXT);
        askName(draft);
      }
      break;
    // The service and project buttons stay in the history: clicked again and again they must not grow a
    // full conversation past what the server keeps.
    case 'selectService':
      if (!isConversationFull(state) && config.services.some((service) => service.id === event.serviceId)) onService(draft, event.serviceId);
      break;
    case 'selectProject':
      if (!isConversationFull(state) && config.projects.some((project) => project.id === event.projectId)) {
        draft.set({ selectedProject: event.projectId });
        draft.picked('project');
      }
      break;
    case 'show':
      draft.update(event.id, (m) => (isMessageWaiting(m) ? { ...settle(m), loading: true } : m));
      break;
    case 'reveal':
      draft.update(event.id, (m) => (m.loading || isMessageWaiting(m) ? settle(m) : m));
      break;
    // The email's transcript was stored: only now does the bot thank the visitor.
    case 'saveSucceeded':
      draft.bot(THANK_YOU_TEXT);
      showServices(draft, SERVICES_DELAY_MS);
      break;
    case 'saveFailed':
      draft.bot(SAVE_FAILED_TEXT);
      showServices(draft, SERVICES_DELAY_MS);
      break;
  }
  return draft.done();
}

function onSubmit(draft: Draft, raw: string): void {
  const text = raw.trim().slice(0, MAX_INPUT_LENGTH);
  if (text === '') {
    draft.bot(NOT_UNDERSTOOD_TEXT);
    return;
  }
  draft.user(text);
  const { checker, started } = draft.state;

  if (checker === 'name') {
    if (!isValidChatName(text)) {
      draft.bot(INVALID_NAME_TEXT);
      return;
    }
    const name = normalizeChatName(text);
    draft.set({ name, checker: 'email' });
    draft.bot(greetByNameText(name));
    draft.bot(ASK_EMAIL_TEXT, { delay: FOLLOW_UP_DELAY_MS });
    return;
  }

  if (checker === 'email') {
    if (isValidChatEmail(text)) {
      // The thanks and the services follow the save's answer (saveSucceeded / saveFailed).
      draft.set({ email: text, checker: null });
    } else if (isEmailRefusal(text)) {
      draft.set({ checker: null });
      showServices(draft, 0);
    } else {
      draft.bot(INVALID_EMAIL_TEXT);
    }
    return;
  }

  if (!started && isGreeting(text)) {
    askName(draft);
    return;
  }
  showServices(draft, 0);
}

function onService(draft: Draft, serviceId: string): void {
  if (draft.state.email === undefined) {
    if (isConversationFull(draft.state)) return;
    draft.set({ checker: 'email' });
    draft.bot(SERVICE_NEEDS_EMAIL_TEXT);
    return;
  }
  draft.set({ selectedService: serviceId });
  draft.picked('service');
}

function askName(draft: Draft): void {
  draft.set({ started: true, checker: 'name' });
  draft.bot(ASK_NAME_TEXT);
}

function showServices(draft: Draft, delay: number): void {
  draft.bot(SERVICES_INTRO_TEXT, { widget: 'services', delay });
  draft.bot(PORTFOLIO_INTRO_TEXT, { widget: 'portfolio', delay: delay + PORTFOLIO_GAP_MS });
}

/** Collects one transition's changes and the effects they imply. */
class Draft {
  state: ChatState;
  private readonly before: ChatState;
  private readonly effects: ChatEffect[] = [];
  private changedLog = false;
  private pick: ChatPick | undefined;

  constructor(state: ChatState) {
    this.before = state;
    this.state = state;
  }

  set(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
  }

  user(text: string): void {
    this.push({ id: this.nextId(), message: text, type: 'user' });
  }

  bot(text: string, options: { widget?: ChatWidgetName; delay?: number } = {}): void {
    const id = this.nextId();
    const delay = options.delay ?? 0;
    const message: ChatMessage = { id, message: text, type: 'bot', loading: true };
    if (options.widget) message.widget = options.widget;
    if (delay > 0) {
      message.delay = delay;
      this.effects.push({ type: 'schedule', afterMs: delay, event: { type: 'show', id } });
    }
    this.effects.push({ type: 'schedule', afterMs: delay + LOADER_MS, event: { type: 'reveal', id } });
    this.push(message);
  }

  /** A pick shows a description below its buttons: the log scrolls to it rather than to its end. */
  picked(pick: ChatPick): void {
    this.pick = pick;
  }

  update(id: string, change: (message: ChatMessage) => ChatMessage): void {
    let changed = false;
    const messages = this.state.messages.map((m) => {
      if (m.id !== id) return m;
      const next = change(m);
      if (next !== m) changed = true;
      return next;
    });
    if (!changed) return;
    this.state = { ...this.state, messages };
    this.changedLog = true;
  }

  done(): ChatTransition {
    const effects = [...this.effects];
    const added = this.state.messages.length !== this.before.messages.length;
    if (added || this.changedLog) effects.push({ type: 'scroll', afterMs: SCROLL_DELAY_MS });
    else if (this.pick) effects.push({ type: 'scroll', afterMs: SCROLL_DELAY_MS, to: this.pick });
    // The transcript is a lead once an email was given in answer to the bot; send it on every new message.
    if (added && this.state.email !== undefined) {
      effects.push({ type: 'save', critical: this.before.email === undefined });
    }
    return { state: this.state, effects };
  }

  private push(message: ChatMessage): void {
    this.state = { ...this.state, messages: [...this.state.messages, message] };
  }

  private nextId(): string {
    const id = `m${this.state.nextId}`;
    this.state = { ...this.state, nextId: this.state.nextId + 1 };
    return id;
  }
}

/** Whether the visitor has done anything worth remembering; an untouched greeting is not stored. */
export function hasVisitorInput(state: ChatState): boolean {
  return state.started || state.messages.some((m) => m.type === 'user');
}
