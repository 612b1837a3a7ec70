'use client';

// First: zod is switched to interpreted parsing in the browser before any schema of this island (the
// site configuration's included) is created, so the page's CSP never sees an eval attempt.
import '@/lib/chat/zod';
import {
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { site } from '@/content/site';
import { parseChatConfig, type ChatConfig } from '@/lib/chat/config';
import { MAX_INPUT_LENGTH } from '@/lib/chat/constants';
import { loadChatHistory, newConversationId, saveChatHistory } from '@/lib/chat/history';
import {
  createChat,
  hasVisitorInput,
  isConversationFull,
  isMessageWaiting,
  reduce,
  resumeChat,
  type ChatEffect,
  type ChatEvent,
  type ChatMessage,
  type ChatPick,
  type ChatState,
  type ChatTransition,
} from '@/lib/chat/machine';
import { ChatEffectRunner } from '@/lib/chat/runner';
import {
  CHAT_FALLBACK,
  CHAT_FULL_TEXT,
  CHAT_INPUT_LABEL,
  CHAT_LOG_LABEL,
  CHAT_SUBTITLE,
  CHAT_TITLE,
  CLICK_HERE_TEXT,
  CONFIG_ERROR_TEXT,
  INPUT_PLACEHOLDER,
  OWN_MESSAGE_PREFIX,
  PORTFOLIO_GROUP_LABEL,
  projectCaseStudyText,
  SEND_BUTTON_TEXT,
  SERVICES_GROUP_LABEL,
  START_BUTTON_TEXT,
  TYPING_TEXT,
} from '@/content/chat';
import { labels } from '@/content/labels';

export type ChatPlacement = 'mobile' | 'desktop';

export type ChatWidgetProps = {
  /** Which of the contact page's two copies this is; only the one matching the viewport runs. */
  placement: ChatPlacement;
  className?: string;
  /** Services and portfolio entries (the site's are content/chat.ts). Validated, so a broken one shows a message. */
  config: unknown;
};

/** Tailwind's `lg` breakpoint, where the contact page switches from the mobile to the desktop copy. */
const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribeToViewport(onChange: () => void): () => void {
  const media = window.matchMedia(DESKTOP_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
const isDesktopViewport = () => window.matchMedia(DESKTOP_QUERY).matches;
/** Unknown on the server and during hydration: both copies render the same empty frame. */
const unknownViewport = () => null;

/** Log (about 420px) plus the input row, fixed so the frame rendered before hydration does not shift the page. */
const bodyHeight = 'h-[490px]';

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2';

export function ChatWidget({ placement, className, config }: ChatWidgetProps) {
  const baseId = useId();
  const isDesktop = useSyncExternalStore(subscribeToViewport, isDesktopViewport, unknownViewport);
  const parsed = useMemo(() => parseChatConfig(config), [config]);

  useEffect(() => {
    if (!parsed.ok) console.warn(`Chat widget configuration is invalid: ${parsed.error}`);
  }, [parsed]);

  // The copy for the other screen size stays empty, so one conversation runs against the shared history.
  if (isDesktop !== null && isDesktop !== (placement === 'desktop')) return null;

  const titleId = `${baseId}-title`;
  let body: ReactNode;
  if (!parsed.ok) {
    body = (
      <p role="alert" className={`flex ${bodyHeight} items-center justify-center px-6 text-center text-ink-600`}>
        {CONFIG_ERROR_TEXT}
      </p>
    );
  } else if (isDesktop === null) {
    // Until the widget runs (or with JavaScript off) the panel says how else to reach the team.
    body = (
      <p className={`flex ${bodyHeight} items-center justify-center bg-ink-50 px-8 text-center leading-7 text-ink-700`}>
        <span>
          {CHAT_FALLBACK.lead}{' '}
          <a href={CHAT_FALLBACK.formHref} className="text-link underline">
            {CHAT_FALLBACK.formLink}
          </a>{' '}
          {CHAT_FALLBACK.or}{' '}
          <a href={`mailto:${site.email}`} className="text-link underline">
            {site.email}
          </a>
          .
        </span>
      </p>
    );
  } else {
    body = <ChatConversation baseId={baseId} config={parsed.config} />;
  }

  return (
    <section
      aria-labelledby={titleId}
      data-placement={placement}
      className={['flex w-full flex-col overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-xl shadow-ink-900/5', className]
        .filter(Boolean)
        .join(' ')}
    >
      <header className="flex items-center gap-3 bg-ink-900 px-5 py-4 text-ink-50">
        <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-600 font-semibold text-white">
          {site.shortName.charAt(0)}
        </span>
        <div>
          <h2 id={titleId} className="text-base font-semibold leading-tight">
            {CHAT_TITLE}
          </h2>
          <p className="text-sm text-ink-300">{CHAT_SUBTITLE}</p>
        </div>
      </header>
      {body}
    </section>
  );
}

type Queued = { seq: number; effect: ChatEffect };

type Model = {
  chat: ChatState;
  conversationId: string;
  config: ChatConfig;
  /** Effects produced by the reducer and not yet handed to the runner. */
  outbox: Queued[];
  nextSeq: number;
};

type Action = { type: 'event'; event: ChatEvent } | { type: 'handled'; upTo: number };

function withEffects(model: Model, { state, effects }: ChatTransition): Model {
  let seq = model.nextSeq;
  const queued = effects.map((effect) => ({ seq: seq++, effect }));
  return { ...model, chat: state, outbox: [...model.outbox, ...queued], nextSeq: seq };
}

function modelReducer(model: Model, action: Action): Model {
  if (action.type === 'handled') return { ...model, outbox: model.outbox.filter((item) => item.seq > action.upTo) };
  const transition = reduce(model.chat, action.event, model.config);
  return transition.state === model.chat && transition.effects.length === 0 ? model : withEffects(model, transition);
}

/** Runs on the client only (the widget renders it once the viewport is known), so storage is readable here. */
function initModel(config: ChatConfig): Model {
  const stored = loadChatHistory();
  const start = stored ? resumeChat(stored.state) : createChat();
  const conversationId = stored?.conversationId ?? newConversationId();
  return withEffects({ chat: start.state, conversationId, config, outbox: [], nextSeq: 1 }, start);
}

function ChatConversation({ baseId, config }: { baseId: string; config: ChatConfig }) {
  const [model, dispatch] = useReducer(modelReducer, config, initModel);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(model);
  const runnerRef = useRef<ChatEffectRunner | null>(null);
  const handledSeq = useRef(0);

  useEffect(() => {
    latest.current = model;
  });

  useEffect(() => {
    runnerRef.current ??= new ChatEffectRunner({
      dispatch: (event) => dispatch({ type: 'event', event }),
      scroll: (to) => (to ? scrollToPick(logRef.current, to) : scrollToEnd(logRef.current)),
      snapshot: () => latest.current,
      page: () => window.location.pathname,
    });
    const runner = runnerRef.current;
    runner.resume();
    return () => runner.pause();
  }, []);

  useEffect(() => {
    const runner = runnerRef.current;
    const fresh = model.outbox.filter((item) => item.seq > handledSeq.current);
    const last = fresh.at(-1);
    if (!runner || !last) return;
    handledSeq.current = last.seq;
    for (const item of fresh) runner.run(item.effect);
    dispatch({ type: 'handled', upTo: last.seq });
  }, [model.outbox]);

  useEffect(() => {
    if (hasVisitorInput(model.chat)) saveChatHistory({ conversationId: model.conversationId, state: model.chat });
  }, [model.chat, model.conversationId]);

  const { chat } = model;
  const send = (event: ChatEvent) => dispatch({ type: 'event', event });

  // A client action rather than onSubmit: the form exists only once the widget runs in the browser.
  const onSubmit = () => {
    send({ type: 'submit', text: draft });
    setDraft('');
  };

  const onStart = () => {
    send({ type: 'start' });
    inputRef.current?.focus();
  };

  const onService = (serviceId: string) => {
    send({ type: 'selectService', serviceId });
    // Without an email the bot asks for one; put the visitor where the answer goes.
    if (chat.email === undefined) inputRef.current?.focus();
  };

  const inputId = `${baseId}-input`;
  const full = isConversationFull(chat);
  const placeholderKey = chat.checker ?? 'none';

  return (
    <div className={`flex ${bodyHeight} flex-col`}>
      <div
        ref={logRef}
        id={`${baseId}-log`}
        role="log"
        aria-live="polite"
        aria-label={CHAT_LOG_LABEL}
        tabIndex={0}
        className={`min-h-0 flex-1 overflow-y-auto bg-ink-50 px-4 py-5 ${focusRing} focus-visible:ring-inset focus-visible:ring-offset-0`}
      >
        <ol className="flex flex-col gap-3">
          {chat.messages.filter((m) => !isMessageWaiting(m)).map((message) => (
            <li key={message.id} className={message.type === 'user' ? 'flex justify-end' : 'flex justify-start'}>
              <Bubble
                message={message}
                baseId={baseId}
                chat={chat}
                config={config}
                onStart={onStart}
                onService={onService}
                onProject={(projectId) => send({ type: 'selectProject', projectId })}
              />
            </li>
          ))}
        </ol>
      </div>
      {full ? (
        <p className="border-t border-ink-200 px-4 py-3 text-sm text-ink-600">{CHAT_FULL_TEXT}</p>
      ) : (
        <form action={onSubmit} className="flex items-center gap-2 border-t border-ink-200 bg-white p-3">
          <label htmlFor={inputId} className="sr-only">
            {CHAT_INPUT_LABEL}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={MAX_INPUT_LENGTH}
            placeholder={INPUT_PLACEHOLDER[placeholderKey]}
            autoComplete={chat.checker === 'name' ? 'name' : chat.checker === 'email' ? 'email' : 'off'}
            inputMode={chat.checker === 'email' ? 'email' : 'text'}
            enterKeyHint="send"
            className={`min-w-0 flex-1 rounded-full border border-ink-300 bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-500 ${focusRing} focus-visible:border-brand-500`}
          />
          <button
            type="submit"
            className={`rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 ${focusRing}`}
          >
            {SEND_BUTTON_TEXT}
          </button>
        </form>
      )}
    </div>
  );
}

type BubbleProps = {
  message: ChatMessage;
  baseId: string;
  chat: ChatState;
  config: ChatConfig;
  onStart: () => void;
  onService: (serviceId: string) => void;
  onProject: (projectId: string) => void;
};

function Bubble({ message, baseId, chat, config, onStart, onService, onProject }: BubbleProps) {
  if (message.type === 'user') {
    return (
      <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2.5 text-white">
        <span className="sr-only">{OWN_MESSAGE_PREFIX}</span>
        {message.message}
      </p>
    );
  }
  if (message.type === 'custom') {
    return <p className="mx-auto max-w-[90%] text-center text-sm italic text-ink-500">{message.message}</p>;
  }
  if (message.loading) {
    return (
      <p className="rounded-2xl rounded-bl-sm bg-white px-4 py-3 shadow-sm ring-1 ring-ink-200">
        <span aria-hidden="true" className="flex items-center gap-1">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-2 rounded-full bg-ink-400 motion-safe:animate-bounce"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        <span className="sr-only">{TYPING_TEXT}</span>
      </p>
    );
  }

  const widgetId = `${baseId}-${message.id}`;
  return (
    <div className="flex max-w-[90%] flex-col gap-3">
      <p className="whitespace-pre-wrap break-words rounded-2xl rounded-bl-sm bg-white px-4 py-2.5 text-ink-900 shadow-sm ring-1 ring-ink-200">
        <span className="sr-only">{site.shortName}: </span>
        {message.message}
      </p>
      {message.widget === 'start' && (
        <button
          type="button"
          onClick={onStart}
          disabled={chat.started}
          className={`self-start rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700 ${focusRing}`}
        >
          {START_BUTTON_TEXT}
        </button>
      )}
      {message.widget === 'services' && (
        <OptionGroup
          label={SERVICES_GROUP_LABEL}
          options={config.services.map((s) => ({ id: s.id, label: s.label }))}
          selected={chat.selectedService}
          onSelect={onService}
        >
          {config.services
            .filter((s) => s.id === chat.selectedService)
            .map((s) => (
              <p key={s.id} id={`${widgetId}-service`} data-chat-pick="service" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-ink-800">
                <strong className="block font-semibold text-brand-800">{s.label}</strong>
                {s.description}
              </p>
            ))}
        </OptionGroup>
      )}
      {message.widget === 'portfolio' && (
        <OptionGroup
          label={PORTFOLIO_GROUP_LABEL}
          options={config.projects.map((p) => ({ id: p.id, label: p.name }))}
          selected={chat.selectedProject}
          onSelect={onProject}
        >
          {config.projects
            .filter((p) => p.id === chat.selectedProject)
            .map((p) => (
              <div key={p.id} data-chat-pick="project" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-ink-800">
                <p>
                  <strong className="font-semibold text-brand-800">{p.name}</strong>
                  <span className="text-ink-600"> · {p.kind}</span>
                </p>
                <p className="mt-1">{p.description}</p>
                <a
                  href={p.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`mt-2 inline-block rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 ${focusRing}`}
                >
                  {CLICK_HERE_TEXT}
                  <span className="sr-only">: {projectCaseStudyText(p.name)}{labels.opensInNewTab}</span>
                </a>
              </div>
            ))}
        </OptionGroup>
      )}
    </div>
  );
}

type OptionGroupProps = {
  label: string;
  options: { id: string; label: string }[];
  selected: string | undefined;
  onSelect: (id: string) => void;
  children: ReactNode;
};

function OptionGroup({ label, options, selected, onSelect, children }: OptionGroupProps) {
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.id === selected;
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(option.id)}
              className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${focusRing} ${
                pressed
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-brand-300 bg-white text-brand-700 hover:border-brand-500 hover:bg-brand-50'
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {children}
    </div>
  );
}

/** Smooth unless the visitor asked for reduced motion. */
function scrollLogTo(log: HTMLElement, top: number): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (typeof log.scrollTo === 'function') log.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
  else log.scrollTop = top;
}

function scrollToEnd(log: HTMLElement | null): void {
  if (log) scrollLogTo(log, log.scrollHeight);
}

/**
 * Brings the picked service's or project's description into view inside the log (not the page): its bottom,
 * where the link is, when it ends below the log; its top when it starts above or is taller than the log.
 */
function scrollToPick(log: HTMLElement | null, pick: ChatPick): void {
  const target = log?.querySelector<HTMLElement>(`[data-chat-pick="${pick}"]`);
  if (!log || !target) return;
  const view = log.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  const below = box.bottom - view.bottom;
  const above = box.top - view.top;
  if (above < 0 || box.height > view.height) scrollLogTo(log, log.scrollTop + above);
  else if (below > 0) scrollLogTo(log, log.scrollTop + below);
}
