import type { ReactNode } from 'react';

/** An outbound link: a new tab, no opener, and a hint for screen-reader users that a tab opens. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
