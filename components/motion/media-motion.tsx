'use client';

import { lazy, Suspense, useCallback, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';

/** GSAP with the plugins the islands use, as the motion runner loads it. */
export type GsapKit = typeof import('./gsap-kit');
type MatchContext = ReturnType<GsapKit['gsap']['matchMedia']>['contexts'][number];

/** An island's motion: runs on its element while the query matches; what it makes is reverted after. */
export type MotionSetup<T extends HTMLElement> = (root: T, kit: GsapKit, context: MatchContext) => void | (() => void);

// GSAP, @gsap/react and the runner are one chunk, fetched the first time a runner renders.
// Typed as the generic runner it loads (lazy() would fix its element type to HTMLElement).
const MediaMotionRunner = lazy(() =>
  import('./media-motion-runner').then((module) => ({ default: module.MediaMotionRunner })),
) as unknown as typeof import('./media-motion-runner').MediaMotionRunner;

type MediaMotionOptions<T extends HTMLElement> = {
  /** The element the motion runs on when the caller owns it; otherwise the returned ref is used. */
  scope?: RefObject<T | null>;
  /**
   * The runner, and with it GSAP, is mounted while this query matches; defaults to `query` (any of its
   * conditions).
   */
  loadWhen?: string;
};

/**
 * Runs `setup` on the scope's element while `query` matches (and again when it matches anew), inside
 * `useGSAP`, which reverts every tween and trigger it made when the query stops matching or the island
 * unmounts. `query` may be a set of named conditions (gsap.matchMedia's form), read in `setup` from the
 * context; keep such an object outside the component, so it is the same on every render.
 *
 * Returns the ref for the island's element and the motion node (it draws nothing), which the island renders
 * after that element, as a later sibling: React attaches an element's ref only after the layout effects of
 * what is inside it, so a runner inside the element would find no element when GSAP is already loaded. GSAP is fetched only when an animation can run (never with reduced motion, nor
 * below an island's width), so the server-rendered layout, which is the final state, is what those
 * visitors get.
 */
export function useMediaMotion<T extends HTMLElement = HTMLDivElement>(
  query: string | Record<string, string>,
  setup: MotionSetup<T>,
  { scope: givenScope, loadWhen }: MediaMotionOptions<T> = {},
): [RefObject<T | null>, ReactNode] {
  const ownScope = useRef<T>(null);
  const scope = givenScope ?? ownScope;
  const gate = loadWhen ?? (typeof query === 'string' ? query : Object.values(query).join(', '));
  const subscribe = useCallback(
    (onChange: () => void) => {
      const gateQuery = window.matchMedia(gate);
      gateQuery.addEventListener('change', onChange);
      return () => gateQuery.removeEventListener('change', onChange);
    },
    [gate],
  );
  // The server, and hydration, render no motion: the layout is already the final state.
  const allowed = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(gate).matches,
    () => false,
  );
  const motion = allowed ? (
    <Suspense fallback={null}>
      <MediaMotionRunner scope={scope} query={query} setup={setup} />
    </Suspense>
  ) : null;
  return [scope, motion];
}

/**
 * An island's element: a div (`className`) around its server-rendered `children`, with `setup` run on it
 * as useMediaMotion runs it, and the motion node rendered after it.
 */
export function MotionBox({
  query,
  setup,
  loadWhen,
  className,
  children,
}: {
  query: string | Record<string, string>;
  setup: MotionSetup<HTMLDivElement>;
  loadWhen?: string;
  className?: string;
  children: ReactNode;
}) {
  const [scope, motion] = useMediaMotion(query, setup, { loadWhen });
  return (
    <>
      <div ref={scope} className={className}>
        {children}
      </div>
      {motion}
    </>
  );
}

/**
 * Scrubs each element's `property` from `amplitude` to minus `amplitude` while `trigger` (by default the
 * element itself) crosses the viewport, every other element the opposite way, so neighbours drift apart.
 */
export function driftApart(
  { gsap }: GsapKit,
  elements: HTMLElement[],
  { property, amplitude, trigger, scrub = true }: { property: 'y' | 'xPercent'; amplitude: number; trigger?: Element; scrub?: true | number },
) {
  elements.forEach((element, index) => {
    const direction = index % 2 === 0 ? 1 : -1;
    gsap.fromTo(
      element,
      { [property]: amplitude * direction },
      {
        [property]: -amplitude * direction,
        ease: 'none',
        scrollTrigger: { trigger: trigger ?? element, start: 'top bottom', end: 'bottom top', scrub },
      },
    );
  });
}
