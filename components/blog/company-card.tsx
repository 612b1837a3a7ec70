import { socialProfileLabel } from '@/content/labels';
import { blogCopy } from '@/content/blog';
import { site } from '@/content/site';
import { SocialIcon, socialLabels, type SocialNetwork } from '@/components/ui/social-icon';

const networks: SocialNetwork[] = ['facebook', 'linkedin', 'instagram', 'twitter'];

/** The company profile card under an article: brand, a short description and four social links. */
export function CompanyCard() {
  return (
    <section aria-labelledby="company-card-title" className="rounded-2xl bg-ink-950 p-8 text-white">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-xl bg-linear-to-br from-brand-500 to-accent-400 text-xl font-semibold">
          {site.name.charAt(0)}
        </span>
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-300">{blogCopy.article.writtenBy}</p>
          <h2 id="company-card-title" className="text-xl font-semibold">
            {site.name}
          </h2>
        </div>
      </div>
      <p className="mt-5 leading-7 text-ink-200">{site.description}</p>
      <ul className="mt-6 flex gap-2">
        {networks.map((network) => (
          <li key={network}>
            <a
              href={site.social[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={socialProfileLabel(site.name, socialLabels[network])}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white hover:text-ink-950"
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
