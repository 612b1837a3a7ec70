import Link from '@/components/ui/link';
import type { ComponentProps } from 'react';

/** The colour schemes of the site's pill buttons, each named for the background it stands on or shows. */
const tones = {
  brand: 'bg-brand-600 text-white hover:bg-brand-700',
  ink: 'bg-ink-900 text-white hover:bg-brand-700',
  night: 'bg-ink-950 text-white hover:bg-brand-700',
  white: 'bg-white text-ink-900 hover:bg-brand-100',
  outline: 'text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
  /** The outline pill on a tinted band, where the brand tint would vanish on hover. */
  'outline-on-tint': 'text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-white',
} as const;

const sizes = { md: 'px-6 py-3', lg: 'px-7 py-3.5' } as const;

export type ButtonTone = keyof typeof tones;
export type ButtonSize = keyof typeof sizes;

/** The classes of a pill button; `className` adds layout only (margins, alignment), never colours. */
export function buttonClasses({ tone = 'brand', size = 'md', className }: { tone?: ButtonTone; size?: ButtonSize; className?: string } = {}) {
  return ['inline-flex items-center gap-2 rounded-full font-semibold transition-colors', sizes[size], tones[tone], className]
    .filter(Boolean)
    .join(' ');
}

type ButtonLinkProps = Omit<ComponentProps<typeof Link>, 'className'> & { tone?: ButtonTone; size?: ButtonSize; className?: string };

/** A link drawn as the site's pill button. */
export function ButtonLink({ tone, size, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClasses({ tone, size, className })} />;
}
