import { blogCopy } from '@/content/blog';
import { SocialIcon, type SocialNetwork } from '@/components/ui/social-icon';

export type ShareLink = { network: SocialNetwork; label: string; href: string };

/** The four share links (spec 1 §2) for a page URL and title: Facebook, LinkedIn, X (Twitter) and WhatsApp. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', label: blogCopy.share.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'linkedin', label: blogCopy.share.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'twitter', label: blogCopy.share.twitter, href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'whatsapp', label: blogCopy.share.whatsapp, href: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

/** Plain share links opening the networks' share pages in a new tab; no third-party script is loaded. */
export function ShareButtons({ url, title, size = 'md' }: { url: string; title: string; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-10 w-10' : 'h-11 w-11';
  return (
    <ul className="flex flex-wrap gap-2">
      {shareLinks(url, title).map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={link.label}
            className={`${box} share-button`}
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
