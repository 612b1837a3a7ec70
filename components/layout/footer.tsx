import { newsletterSignup } from '@/content/newsletter';
import { copyrightText, labels, socialProfileLabel } from '@/content/labels';
import { footerGroups } from '@/content/navigation';
import { site } from '@/content/site';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { FooterNav } from './footer-nav';
import { SocialIcon, socialLabels, type SocialNetwork } from '@/components/ui/social-icon';

const footerSocial: SocialNetwork[] = ['facebook', 'linkedin', 'instagram', 'whatsapp', 'twitter', 'pinterest', 'youtube'];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="overflow-clip bg-ink-950 text-ink-200">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.1fr_2fr]">
        <section aria-labelledby="newsletter-heading" className="max-w-md">
          <h2 id="newsletter-heading" className="text-2xl font-semibold text-white">
            {newsletterSignup.heading}
          </h2>
          <p className="mt-3 text-ink-300">
            {newsletterSignup.text}
          </p>
          <div className="mt-6">
            <NewsletterForm />
          </div>
          <ul className="mt-8 flex flex-wrap gap-3" aria-label={socialProfileLabel(site.name)}>
            {footerSocial.map((network) => (
              <li key={network}>
                <a
                  href={site.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="footer-social"
                >
                  <SocialIcon network={network} />
                  <span className="sr-only">
                    {socialLabels[network]}
                    {labels.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterNav groups={footerGroups} />
      </div>
      {/* ink-500 on ink-950 is 3.3:1, the AA minimum for text this large, so the banner is readable, not faint. */}
      <div aria-hidden="true" className="border-y border-white/10 py-6">
        <div className="brand-banner-track flex w-max gap-12 whitespace-nowrap text-6xl font-bold tracking-tight text-ink-500 sm:text-8xl">
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index}>{site.name}</span>
          ))}
        </div>
      </div>
      <div className="container-page flex flex-col gap-3 py-6 text-sm text-ink-400 sm:flex-row sm:items-center sm:justify-between">
        <p>{copyrightText(year, site.name)}</p>
        <p>
          {site.address.street}, {site.address.locality}, {site.address.region} {site.address.postalCode}
        </p>
      </div>
    </footer>
  );
}
