import { act, render, screen } from '@testing-library/react';
import { counterValuesAfter, countersDone } from '@/components/sections/team/counters';
import { ProfileCounters } from '@/components/sections/team/profile-counters';
import { PROFILE_COUNTER_TICK_MS, profileCounters } from '@/content/team';
import { fakeMatchMedia } from '../helpers/match-media';

const caps = profileCounters.map((counter) => counter.cap);

/** The setup file's stub is writable but not configurable, so it is replaced by assignment. */
function setReducedMotion(reduce: boolean) {
  window.matchMedia = fakeMatchMedia((query) => query === '(prefers-reduced-motion: reduce)' ? reduce : false);
}

function shownValues(): number[] {
  return screen.getAllByRole('progressbar').map((bar) => Number(bar.getAttribute('aria-valuenow')));
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('the profile counter rule', () => {
  it('uses the caps and tick of the specification', () => {
    expect(caps).toEqual([88, 67]);
    expect(PROFILE_COUNTER_TICK_MS).toBe(30);
  });

  it.each([
    { ticks: 0, values: [0, 0], done: false },
    { ticks: 1, values: [1, 1], done: false },
    { ticks: 30, values: [30, 30], done: false },
    { ticks: 66, values: [66, 66], done: false },
    { ticks: 67, values: [67, 67], done: false },
    { ticks: 68, values: [68, 67], done: false },
    { ticks: 87, values: [87, 67], done: false },
    { ticks: 88, values: [88, 67], done: true },
    { ticks: 500, values: [88, 67], done: true },
    { ticks: -3, values: [0, 0], done: false },
  ])('after $ticks ticks shows $values', ({ ticks, values, done }) => {
    expect(counterValuesAfter(ticks, caps)).toEqual(values);
    expect(countersDone(ticks, caps)).toBe(done);
  });
});

describe('ProfileCounters', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setReducedMotion(false);
  });

  it('renders two labelled progress bars with the final values before it starts counting', () => {
    setReducedMotion(false);
    render(<ProfileCounters counters={profileCounters} tickMs={PROFILE_COUNTER_TICK_MS} />);
    expect(screen.getByRole('progressbar', { name: 'Client satisfaction' })).toHaveAttribute('aria-valuenow', '88');
    expect(screen.getByRole('progressbar', { name: 'Returning clients' })).toHaveAttribute('aria-valuenow', '67');
    for (const bar of screen.getAllByRole('progressbar')) {
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
    }
  });

  it('rises by one every 30 ms and stops at 88 and 67', async () => {
    setReducedMotion(false);
    render(<ProfileCounters counters={profileCounters} tickMs={PROFILE_COUNTER_TICK_MS} />);

    await advance(PROFILE_COUNTER_TICK_MS - 1);
    expect(shownValues()).toEqual([88, 67]);
    await advance(1);
    expect(shownValues()).toEqual([1, 1]);
    await advance(PROFILE_COUNTER_TICK_MS * 9);
    expect(shownValues()).toEqual([10, 10]);
    await advance(PROFILE_COUNTER_TICK_MS * 57);
    expect(shownValues()).toEqual([67, 67]);
    await advance(PROFILE_COUNTER_TICK_MS);
    expect(shownValues()).toEqual([68, 67]);
    await advance(PROFILE_COUNTER_TICK_MS * 20);
    expect(shownValues()).toEqual([88, 67]);
    expect(screen.getByText('88%')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();

    expect(jest.getTimerCount()).toBe(0);
    await advance(PROFILE_COUNTER_TICK_MS * 100);
    expect(shownValues()).toEqual([88, 67]);
  });

  it('shows the final values at once and starts no timer for reduced motion', async () => {
    setReducedMotion(true);
    render(<ProfileCounters counters={profileCounters} tickMs={PROFILE_COUNTER_TICK_MS} />);
    expect(jest.getTimerCount()).toBe(0);
    await advance(PROFILE_COUNTER_TICK_MS * 5);
    expect(shownValues()).toEqual([88, 67]);
  });

  it('stops its timer when it unmounts half-way', async () => {
    setReducedMotion(false);
    const { unmount } = render(<ProfileCounters counters={profileCounters} tickMs={PROFILE_COUNTER_TICK_MS} />);
    await advance(PROFILE_COUNTER_TICK_MS * 10);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
