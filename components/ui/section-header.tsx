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
      <SectionTitle id={id} className={eyebrow ? 'mt-3' : undefined} size={size}>
        {title}
      </SectionTitle>
      {intro ? <p className="mt-4 text-lg leading-8 text-ink-600">{intro}</p> : null}
    </div>
  );
}

/**
 * The h2 of a section on a light background; `id` is what the section's `aria-labelledby` names, and
 * `className` only places it (margins, width).
 */
export function SectionTitle({
  id,
  className,
  size = 'md',
  children,
}: {
  id: string;
  className?: string;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      className={`${className ? `${className} ` : ''}section-title${size === 'lg' ? ' lg:text-5xl' : ''}`}
    >
      {children}
    </h2>
  );
}

/**
 * A section of a page: a container headed by its SectionTitle and labelled by it. `className` is the
 * section's band (background, padding); `titleClassName` places the title.
 */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page">
        <SectionTitle id={id} className={titleClassName}>
          {title}
        </SectionTitle>
        {children}
      </div>
    </section>
  );
}
