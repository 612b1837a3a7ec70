'use client';

import { Activity, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { whenNear } from './when-near';

/** How far below the viewport an island starts to hydrate ahead of the visitor's scroll. */
const NEAR_VIEWPORT = '100% 0px';

/**
 * An island below the first screen that hydrates after the rest of the page. Its server HTML stays in place
 * and in order, with or without JavaScript; the `<Activity>` boundary lets React hydrate the page around it
 * first and the island at its lowest priority, when the main thread is otherwise idle. A visitor who touches
 * the island before then gets it hydrated first (React's selective hydration replays the event), and one who
 * scrolls it near the viewport makes it hydrate at once: the new element given to the boundary is an update
 * React can only apply to hydrated content.
 */
export function HydrateLater({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    return element ? whenNear(element, NEAR_VIEWPORT, () => setNear(true)) : undefined;
  }, []);

  // The same element while nothing changes, so that a render of this wrapper (a class change) is not an
  // update that would hydrate the island early; a new one once the island nears the viewport.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `near` is read by identity only
  const content = useMemo(() => <Activity>{children}</Activity>, [children, near]);

  return (
    <div ref={ref} className={className}>
      {content}
    </div>
  );
}
