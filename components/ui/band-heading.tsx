import type { ReactNode } from 'react';

/** Heading sizes, from a call to action's to a display band's: the h2's steps and the paragraph's type. */
const sizes = {
  sm: { heading: 'text-2xl', up: 'sm:text-3xl', text: 'mt-3' },
  md: { heading: 'text-3xl', up: 'sm:text-4xl', text: 'mt-4 text-lg leading-8' },
  lg: { heading: 'text-3xl', up: 'sm:text-4xl lg:text-5xl', text: 'mt-4 text-lg leading-8' },
  xl: { heading: 'text-4xl', up: 'sm:text-5xl', text: 'mt-4 text-lg' },
} as const;

/** The colours on a light band, and on a dark one (where the heading takes the band's white). */
const tones = {
  light: { eyebrow: 'text-brand-700', heading: 'text-ink-900', text: 'text-ink-600' },
  dark: { eyebrow: 'text-accent-300', heading: undefined, text: 'text-ink-200' },
} as const;

/**
 * The heading of a band with a look of its own (dark bands, display headings, calls to action): an
 * optional eyebrow, the h2 that labels the band's section (`id`, for `aria-labelledby`) and the paragraph
 * under it. The caller places the block.
 */
export function BandHeading({
  id,
  size,
  tone,
  eyebrow,
  title,
  text,
}: {
  id: string;
  size: keyof typeof sizes;
  tone: keyof typeof tones;
  eyebrow?: ReactNode;
  title: ReactNode;
  text: ReactNode;
}) {
  const { heading, up, text: textType } = sizes[size];
  const colours = tones[tone];
  const headingClassName = [eyebrow ? 'mt-3' : undefined, heading, 'font-semibold tracking-tight', colours.heading, up]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {eyebrow ? <p className={`text-sm font-semibold uppercase tracking-[0.2em] ${colours.eyebrow}`}>{eyebrow}</p> : null}
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      <p className={`${textType} ${colours.text}`}>{text}</p>
    </>
  );
}
