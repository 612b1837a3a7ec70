import type { ReactNode } from 'react';

/**
 * The dark banner that opens a page: a soft coloured glow behind a container. `glow` is the backdrop's
 * background (its radial gradients), `className` lays out the container; `as` "header" where the banner
 * heads an article rather than standing as a section.
 */
export function GlowBand({
  glow,
  className,
  as: Tag = 'section',
  children,
}: {
  glow: string;
  className: string;
  as?: 'section' | 'header';
  children: ReactNode;
}) {
  return (
    <Tag className="relative overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className={`absolute inset-0 ${glow}`} />
      <div className={`container-page relative ${className}`}>{children}</div>
    </Tag>
  );
}
