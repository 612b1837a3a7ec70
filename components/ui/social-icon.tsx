export type SocialNetwork = 'facebook' | 'linkedin' | 'instagram' | 'whatsapp' | 'twitter' | 'pinterest' | 'youtube';

/**
 * The icons' drawings live once in public/icons/social.svg, a sprite the browser fetches and caches:
 * drawn inline, every footer and share row would repeat them in each page's HTML and RSC payload.
 */
const SPRITE = '/icons/social.svg';

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  twitter: 'Twitter / X',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `social-icon ${className}` : 'social-icon'}>
      <use href={`${SPRITE}#${network}`} />
    </svg>
  );
}
