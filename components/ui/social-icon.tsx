import { labels } from '@/content/labels';

export type SocialNetwork = 'facebook' | 'linkedin' | 'instagram' | 'whatsapp' | 'twitter' | 'pinterest' | 'youtube';

export const socialLabels: Record<SocialNetwork, string> = labels.social;

/**
 * The icons' drawings live once in the stylesheet (`.social-icon-{network}` in app/globals.css, SVG masks
 * filled with the current colour): drawn inline, every footer and share row would repeat them in each
 * page's HTML and RSC payload, and as a sprite file they cost every page one more request.
 */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const classes = `social-icon social-icon-${network}`;
  return <span aria-hidden="true" className={className ? `${classes} ${className}` : classes} />;
}
