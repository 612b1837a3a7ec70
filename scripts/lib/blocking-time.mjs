// Where a page's total blocking time goes, read off the trace of one Lighthouse run (used by
// scripts/bench.mjs beside the devtools-throttled figures).
//
// Lighthouse counts, for every main-thread task between the first contentful paint and the page being
// interactive, the part of the task beyond 50 ms. This module splits each such part among what the task
// did: the page's scripts, the page's own style, layout and paint, and the work on image documents (an
// SVG shown by an <img> or a CSS image is a document of its own, parsed, styled, laid out and painted on
// the page's main thread; a raster image is decoded off it). A task's blocking part is shared out in
// proportion to the time each kind of work took inside it.

/** The longest a task may run without blocking, as Lighthouse counts it. */
export const BLOCKING_THRESHOLD_MS = 50;

/** What the split names, in the order the bench prints them. */
export const BLOCKING_KINDS = ['scripts', 'page', 'images', 'other'];

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

// V8's own events (compiling, tiering, garbage collection) count as scripts too: their names start with
// `v8.` or `V8.`.
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'ScriptCatchup',
  'MinorGC',
  'MajorGC',
]);

const RENDERING_EVENTS = new Set([
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Paint',
  'PrePaint',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
  'PaintImage',
]);

/** The frame a rendering event belongs to, where the trace names one. */
const frameOf = (event) => event.args?.beginData?.frame ?? event.args?.data?.frame ?? null;

/**
 * The kind of work an event is on its own, or null when only its ancestors can tell: an image document's
 * rendering (a frame other than the page's, a painted <img>, or a document's loading: the page's own
 * document has loaded before the first paint that opens the window, so a document loaded inside it is an
 * image's), a script, or the page's rendering.
 */
function kindOf(event, mainFrame) {
  if (event.name.startsWith('DocumentLoader::') || event.name.startsWith('DecodedDataDocumentParser::')) return 'images';
  if (event.name === 'PaintImage') return event.args?.data?.isCSS && !event.args?.data?.url ? 'page' : 'images';
  if (RENDERING_EVENTS.has(event.name)) {
    const frame = frameOf(event);
    return frame && frame !== mainFrame ? 'images' : 'page';
  }
  if (SCRIPT_EVENTS.has(event.name) || /^v8\./i.test(event.name)) return 'scripts';
  return null;
}

/** An event's kind inside its parent's: an image document's work stays an image's, a script's a script's. */
function kindWithin(parentKind, ownKind) {
  if (parentKind === 'images' || ownKind === 'images') return 'images';
  if (parentKind === 'scripts') return 'scripts';
  return ownKind ?? parentKind;
}

/**
 * The blocking time between `startMs` and `endMs` (from the navigation's start) split by kind of work.
 * `events` are the trace's events; `mainFrame` is the page's frame id; `mainThread` is `{ pid, tid }` of
 * the page's renderer main thread; `originTs` is the navigation's start in trace microseconds.
 * Returns the milliseconds of each kind and their `total`, which is Lighthouse's TBT for the same window
 * up to rounding.
 */
export function blockingBreakdown({ events, mainFrame, mainThread, originTs, startMs, endMs }) {
  const result = Object.fromEntries([...BLOCKING_KINDS, 'total'].map((kind) => [kind, 0]));
  const thread = events
    .filter((event) => event.ph === 'X' && event.pid === mainThread.pid && event.tid === mainThread.tid && typeof event.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);

  // One pass over the thread's events, nested by time: each event's own time (its duration less its
  // children's) goes to its kind, or to the nearest ancestor's that has one; an image document's work
  // stays an image's even when a script forced it.
  let task = null;
  const stack = [];
  const finishTask = () => {
    if (!task) return;
    const start = Math.max((task.event.ts - originTs) / 1000, startMs);
    const end = Math.min((task.event.ts + task.event.dur - originTs) / 1000, endMs);
    const blocking = end - start - BLOCKING_THRESHOLD_MS;
    if (blocking > 0) {
      const taskMs = task.event.dur / 1000;
      for (const kind of BLOCKING_KINDS) result[kind] += (blocking * task.ms[kind]) / taskMs;
      result.total += blocking;
    }
    task = null;
  };
  const close = (until) => {
    while (stack.length > 0 && stack.at(-1).end <= until) {
      const frame = stack.pop();
      if (task) task.ms[frame.kind] += Math.max(0, frame.dur - frame.children) / 1000;
      if (stack.length > 0) stack.at(-1).children += frame.dur;
      else finishTask();
    }
  };
  for (const event of thread) {
    close(event.ts);
    if (stack.length === 0) {
      if (!TOP_LEVEL_TASKS.has(event.name)) continue;
      task = { event, ms: Object.fromEntries(BLOCKING_KINDS.map((kind) => [kind, 0])) };
      stack.push({ end: event.ts + event.dur, dur: event.dur, children: 0, kind: 'other' });
      continue;
    }
    stack.push({ end: event.ts + event.dur, dur: event.dur, children: 0, kind: kindWithin(stack.at(-1).kind, kindOf(event, mainFrame)) });
  }
  close(Infinity);
  return Object.fromEntries(Object.entries(result).map(([kind, ms]) => [kind, Math.round(ms)]));
}

/**
 * The breakdown of one Lighthouse run, from its trace artifact and its report; null when either lacks
 * what it is read from (no first paint, no interactive time).
 */
export function runBlockingBreakdown(trace, lhr) {
  const events = trace?.traceEvents;
  const startMs = lhr?.audits?.['first-contentful-paint']?.numericValue;
  const endMs = lhr?.audits?.interactive?.numericValue;
  if (!Array.isArray(events) || typeof startMs !== 'number' || typeof endMs !== 'number') return null;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.args?.frame);
  const originTs = lhr.audits.metrics?.details?.items?.[0]?.observedTimeOriginTs;
  if (!paint || typeof originTs !== 'number') return null;
  return blockingBreakdown({
    events,
    mainFrame: paint.args.frame,
    mainThread: { pid: paint.pid, tid: paint.tid },
    originTs,
    startMs,
    endMs,
  });
}
