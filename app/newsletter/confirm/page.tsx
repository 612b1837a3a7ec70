import { NewsletterPage, newsletterMetadata } from '@/components/newsletter/newsletter-page';
import { linkIsValid } from '@/lib/contact/newsletter';

export const dynamic = 'force-dynamic';
export const metadata = newsletterMetadata('confirm');

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Reached from the link in a newsletter email; the visitor's click on the button does the confirm. */
export default async function NewsletterConfirmPage({ searchParams }: Props) {
  const { token } = await searchParams;
  if (!linkIsValid('confirm', token)) return <NewsletterPage screen="invalid" />;
  return <NewsletterPage screen="confirm" form={{ action: '/api/newsletter/confirm', token }} />;
}
