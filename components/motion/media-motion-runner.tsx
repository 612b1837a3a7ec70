'use client';

import type { RefObject } from 'react';
import { useGSAP } from '@gsap/react';
import * as kit from './gsap-kit';
import type { MotionSetup } from './media-motion';

/**
 * Runs an island's motion inside `useGSAP` while `query` matches (gsap.matchMedia), so every tween and
 * trigger it made is reverted when the query stops matching or the island unmounts. Fetched, with GSAP,
 * only by useMediaMotion once an animation can run.
 */
export function MediaMotionRunner<T extends HTMLElement>({
  scope,
  query,
  setup,
}: {
  scope: RefObject<T | null>;
  query: string | Record<string, string>;
  setup: MotionSetup<T>;
}) {
  useGSAP(
    () => {
      const mm = kit.gsap.matchMedia();
      mm.add(query, (context) => {
        const root = scope.current;
        if (!root) return;
        return setup(root, kit, context);
      });
      return () => mm.revert();
    },
    // The setup of the render that mounted the runner is the one that runs, as an effect's would.
    { scope, dependencies: [query] },
  );
  return null;
}
