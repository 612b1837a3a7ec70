import { labels } from '@/content/labels';
import type { SocialChannel } from '@/content/schemas';
import { SocialIcon } from '@/components/ui/social-icon';
import { toHashtag } from './hashtag';
import { ExternalLink } from '@/components/ui/external-link';
import { TitledSection } from '@/components/ui/section-header';
import { Glyph } from '@/components/ui/glyph';

/** Brand colour of each network's icon badge. */
const badge: Record<SocialChannel['network'], string> = {
  facebook: 'bg-[#1877f2]',
  instagram: 'bg-gradient-to-br from-[#f58529] via-[#dd2a7b] to-[#515bd4]',
  linkedin: 'bg-[#0a66c2]',
  youtube: 'bg-[#ff0000]',
  twitter: 'bg-ink-950',
  pinterest: 'bg-[#e60023]',
};

/** The six social channel tiles of /strategy; each opens the agency's profile in a new tab. */
export function SocialChannels({
  heading,
  intro,
  channels,
}: {
  heading: string;
  intro: string;
  channels: SocialChannel[];
}) {
  return (
    <TitledSection id="social-heading" title={heading} className="bg-ink-50 py-20 lg:py-28" titleClassName="max-w-2xl">
      <p className="mt-4 max-w-2xl text-lg text-ink-600">{intro}</p>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {channels.map((channel) => (
          <li
            key={channel.network}
            className="group relative flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-ink-100 transition duration-300 hover:-translate-y-1 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-500"
          >
            <div className="flex items-center gap-4">
              <span className={`flex h-12 w-12 items-center justify-center rounded-2xl text-white ${badge[channel.network]}`}>
                <SocialIcon network={channel.network} className="h-6 w-6" />
              </span>
              <h3 className="text-xl font-semibold text-ink-900">
                <ExternalLink
                  href={channel.href}
                  className="cover-focus after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
                >
                  {channel.name}
                </ExternalLink>
              </h3>
              <Glyph name="external" className="ml-auto text-ink-500 transition-colors group-hover:text-brand-600" />
            </div>
            <p className="mt-5 leading-7 text-ink-600">{channel.description}</p>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={labels.topicsOf(channel.name)}>
              {channel.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
                  {toHashtag(tag)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
