'use client';

import { useLinkStatus } from 'next/link';

/**
 * The blog screens' loading animation while a client navigation loads the page a link leads to: a
 * spinner inside the link, with "Loading..." (visible, or for screen readers only).
 *
 * The blog routes have no loading.tsx: their pages are prerendered, and React puts a large Suspense
 * boundary's content after its fallback in the HTML and reveals it about 300 ms after the first paint,
 * so every visit began with a skeleton and the content was hidden from readers without JavaScript.
 */
export function LinkPending({ showLabel = false, onDark = false }: { showLabel?: boolean; onDark?: boolean }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span
      role="status"
      className={`ml-2 inline-flex items-center gap-1.5 align-middle text-sm font-medium ${onDark ? 'text-white' : 'text-ink-600'}`}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="animate-spin motion-reduce:animate-none">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" className={onDark ? 'text-accent-300' : 'text-brand-600'} />
      </svg>
      <span className={showLabel ? undefined : 'sr-only'}>Loading...</span>
    </span>
  );
}
