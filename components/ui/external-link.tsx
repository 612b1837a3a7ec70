import { labels } from '@/content/labels';
import type { ReactNode } from 'react';

/**
 * An outbound link: a new tab, no opener, and a hint for screen-reader users that a tab opens.
 * `tabIndex` -1 takes a decorative copy of the link out of the Tab order.
 */
export function ExternalLink({
  href,
  className,
  tabIndex,
  children,
}: {
  href: string;
  className?: string;
  tabIndex?: number;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} className={className}>
      {children}
      <span className="sr-only">{labels.opensInNewTab}</span>
    </a>
  );
}
