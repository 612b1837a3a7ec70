import type { ReactNode } from 'react';

/**
 * A section's heading block: an optional eyebrow line, the h2 that labels the section (`id`, for
 * `aria-labelledby`) and an optional intro. `size` "lg" grows the heading once more on large screens;
 * `className` places the block (width, margins).
 */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  size = 'md',
  className,
}: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <div className={className}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.22em] text-brand-700">{eyebrow}</p> : null}
      <h2
        id={id}
        className={`${eyebrow ? 'mt-3 ' : ''}text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl${size === 'lg' ? ' lg:text-5xl' : ''}`}
      >
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-8 text-ink-600">{intro}</p> : null}
    </div>
  );
}
