/**
 * The profile counters' rule (spec 2 §4): every tick adds one to each counter until it reaches its cap.
 * Pure, so the caps are tested without timers; the component only counts ticks.
 */
export function counterValuesAfter(ticks: number, caps: readonly number[]): number[] {
  const elapsed = Math.max(0, Math.floor(ticks));
  return caps.map((cap) => Math.min(elapsed, cap));
}

/** True once every counter has reached its cap, so the interval can stop. */
export function countersDone(ticks: number, caps: readonly number[]): boolean {
  return caps.every((cap) => ticks >= cap);
}
