'use client';

import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/** GSAP with the plugins the islands use, as fetched by `loadGsap`. */
export type GsapKit = typeof import('./gsap-kit');
type MatchContext = ReturnType<GsapKit['gsap']['matchMedia']>['contexts'][number];

let loading: Promise<GsapKit> | undefined;

/** Fetches GSAP once, for every island of the page. */
export function loadGsap(): Promise<GsapKit> {
  loading ??= import('./gsap-kit');
  return loading;
}

type MediaMotionOptions<T extends HTMLElement> = {
  /** The element the motion runs on when the caller owns it; otherwise the returned ref is used. */
  scope?: RefObject<T | null>;
  /** GSAP is fetched once this query matches; defaults to `query` when that is a single query. */
  loadWhen?: string;
};

/**
 * Runs `setup` on the scope's element while `query` matches (and again when it matches anew); gsap reverts
 * every tween and trigger it made when the query stops matching or the component unmounts. `query` may be
 * a set of named conditions (gsap.matchMedia's form), read in `setup` from the context; keep such an
 * object outside the component, so it is the same on every render.
 *
 * GSAP is fetched only when an animation can run (never with reduced motion, nor below an island's width),
 * so the server-rendered layout, which is the final state, is what those visitors get.
 */
export function useMediaMotion<T extends HTMLElement = HTMLDivElement>(
  query: string | Record<string, string>,
  setup: (root: T, kit: GsapKit, context: MatchContext) => void | (() => void),
  { scope: givenScope, loadWhen }: MediaMotionOptions<T> = {},
) {
  const ownScope = useRef<T>(null);
  const scope = givenScope ?? ownScope;
  const gate = loadWhen ?? (typeof query === 'string' ? query : Object.values(query).join(', '));
  const run = useEffectEvent((kit: GsapKit) => {
    const mm = kit.gsap.matchMedia();
    mm.add(query, (context) => {
      const root = scope.current;
      if (!root) return;
      return setup(root, kit, context);
    });
    return mm;
  });

  useEffect(() => {
    const gateQuery = window.matchMedia(gate);
    let stopped = false;
    let mm: { revert: () => void } | undefined;
    const start = () => {
      gateQuery.removeEventListener('change', onChange);
      void loadGsap().then((kit) => {
        if (!stopped) mm = run(kit);
      });
    };
    function onChange() {
      if (gateQuery.matches) start();
    }
    if (gateQuery.matches) start();
    else gateQuery.addEventListener('change', onChange);
    return () => {
      stopped = true;
      gateQuery.removeEventListener('change', onChange);
      mm?.revert();
    };
  }, [gate, scope]);

  return scope;
}

/**
 * Scrubs each column vertically from `amplitude` px to minus `amplitude` px while `trigger` crosses the
 * viewport, every other column the opposite way, so neighbouring columns drift apart.
 */
export function driftColumns({ gsap }: GsapKit, columns: HTMLElement[], trigger: Element, amplitude: number) {
  columns.forEach((column, index) => {
    const direction = index % 2 === 0 ? 1 : -1;
    gsap.fromTo(
      column,
      { y: amplitude * direction },
      {
        y: -amplitude * direction,
        ease: 'none',
        scrollTrigger: { trigger, start: 'top bottom', end: 'bottom top', scrub: true },
      },
    );
  });
}
