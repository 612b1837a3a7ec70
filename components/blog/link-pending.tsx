'use client';

import { blogCopy } from '@/content/blog';
import { useLinkStatus } from 'next/link';
import { Spinner } from './loader';

/**
 * The blog screens' loading animation while a client navigation loads the page a link leads to: a
 * spinner inside the link, with "Loading..." (visible, or for screen readers only).
 *
 * The blog routes have no loading.tsx: their pages are prerendered, and React puts a large Suspense
 * boundary's content after its fallback in the HTML and reveals it only after the first paint,
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
      <Spinner size={16} onDark={onDark} />
      <span className={showLabel ? undefined : 'sr-only'}>{blogCopy.loading}</span>
    </span>
  );
}
