import Link from '@/components/ui/link';
import { BandHeading } from '@/components/ui/band-heading';

/** The pill link to the contact page, as it stands on a light band and on a dark card. */
const linkClasses = {
  light:
    'inline-flex shrink-0 items-center self-start rounded-full bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700 md:self-auto',
  dark: 'inline-flex shrink-0 items-center rounded-full bg-white px-6 py-3 font-semibold text-brand-800 transition-colors hover:bg-brand-50',
} as const;

/**
 * The call to action that closes a discover page: a heading (`id`, for the band's `aria-labelledby`), a
 * line of text and the link to the contact page. The caller lays out the band around the two.
 */
export function EngageCta({
  id,
  tone,
  copy,
}: {
  id: string;
  tone: keyof typeof linkClasses;
  copy: { ctaHeading: string; ctaText: string; contact: string };
}) {
  return (
    <>
      <div className="max-w-2xl">
        <BandHeading id={id} size="sm" tone={tone} title={copy.ctaHeading} text={copy.ctaText} />
      </div>
      <Link href="/engage" className={linkClasses[tone]}>
        {copy.contact}
      </Link>
    </>
  );
}
