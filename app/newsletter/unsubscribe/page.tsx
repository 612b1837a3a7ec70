import { NewsletterPage, newsletterMetadata } from '@/components/newsletter/newsletter-page';
import { linkIsValid } from '@/lib/contact/newsletter';

export const dynamic = 'force-dynamic';
export const metadata = newsletterMetadata('unsubscribe');

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Reached from the link in a newsletter email; the visitor's click on the button does the unsubscribe. */
export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  if (!linkIsValid('unsubscribe', token)) return <NewsletterPage screen="invalid" />;
  return <NewsletterPage screen="unsubscribe" form={{ action: '/api/newsletter/unsubscribe', token }} />;
}
