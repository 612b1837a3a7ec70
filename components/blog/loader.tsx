import { blogCopy } from '@/content/blog';

/** The spinning ring of the blog screens' loading animations (the screens' loader and a pending link). */
export function Spinner({ size, onDark = false }: { size: number; onDark?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className="animate-spin motion-reduce:animate-none">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" className={onDark ? 'text-accent-300' : 'text-brand-600'} />
    </svg>
  );
}

/** The loading animation of the blog screens: a spinner with a visible "Loading..." label. */
export function BlogLoader({ label = blogCopy.loading }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-3 text-ink-600">
      <Spinner size={28} />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}

/** A grey block standing in for text or an image while a screen loads. */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton ${className}`} />;
}
