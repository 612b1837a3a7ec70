import type { ChatEffect, ChatEvent, ChatPick, ChatState } from './machine';
import { saveChatTranscript, toSaveChatPayload, type SaveChatResult, type SaveChatPayload } from './save';

/**
 * Runs the machine's effects outside React: timers for scheduled events and scrolling, and one
 * transcript save at a time (a save asked for while another is in flight is sent once afterwards,
 * with the latest transcript). `pause` clears the timers but remembers them and `resume` re-arms
 * them, so a component that is unmounted and mounted again (React strict mode) loses no message.
 */

export type ChatRunnerDeps = {
  dispatch: (event: ChatEvent) => void;
  /** Scrolls the log to its end, or to the description of the visitor's pick. */
  scroll: (to?: ChatPick) => void;
  /** The conversation as it is now, read when a save is sent. */
  snapshot: () => { chat: ChatState; conversationId: string };
  page: () => string;
  save?: (payload: SaveChatPayload) => Promise<SaveChatResult>;
  warn?: (message: string) => void;
};

type PendingTimer = { afterMs: number; run: () => void; handle?: ReturnType<typeof setTimeout> };

export class ChatEffectRunner {
  private readonly timers = new Map<number, PendingTimer>();
  private nextTimer = 1;
  private active = false;
  private saving = false;
  private saveQueued = false;
  private queuedCritical = false;

  constructor(private readonly deps: ChatRunnerDeps) {}

  run(effect: ChatEffect): void {
    switch (effect.type) {
      case 'schedule':
        this.later(effect.afterMs, () => this.deps.dispatch(effect.event));
        break;
      case 'scroll':
        this.later(effect.afterMs, () => this.deps.scroll(effect.to));
        break;
      case 'save':
        this.requestSave(effect.critical);
        break;
    }
  }

  resume(): void {
    this.active = true;
    for (const [key, timer] of this.timers) if (timer.handle === undefined) this.arm(key, timer);
  }

  pause(): void {
    this.active = false;
    for (const timer of this.timers.values()) {
      clearTimeout(timer.handle);
      timer.handle = undefined;
    }
  }

  /** Timers waiting to fire, for tests and diagnostics. */
  get pendingTimers(): number {
    return this.timers.size;
  }

  private later(afterMs: number, run: () => void): void {
    const key = this.nextTimer++;
    const timer: PendingTimer = { afterMs, run };
    this.timers.set(key, timer);
    if (this.active) this.arm(key, timer);
  }

  private arm(key: number, timer: PendingTimer): void {
    const fire = () => {
      this.timers.delete(key);
      timer.run();
    };
    timer.handle = setTimeout(fire, timer.afterMs);
  }

  private requestSave(critical: boolean): void {
    this.saveQueued = true;
    this.queuedCritical ||= critical;
    if (!this.saving) void this.pumpSaves();
  }

  private async pumpSaves(): Promise<void> {
    this.saving = true;
    try {
      while (this.saveQueued) {
        const critical = this.queuedCritical;
        this.saveQueued = false;
        this.queuedCritical = false;
        const { chat, conversationId } = this.deps.snapshot();
        const payload = toSaveChatPayload(chat, conversationId, this.deps.page());
        if (!payload) continue;
        const result = await (this.deps.save ?? saveChatTranscript)(payload);
        if (result.ok) {
          if (critical && this.active) this.deps.dispatch({ type: 'saveSucceeded' });
          continue;
        }
        // Later saves are only logged (spec 1 section 8); the one carrying the new email is reported.
        (this.deps.warn ?? console.warn)(`Chat transcript was not saved: ${result.reason}`);
        if (critical && this.active) this.deps.dispatch({ type: 'saveFailed' });
      }
    } finally {
      this.saving = false;
    }
  }
}
