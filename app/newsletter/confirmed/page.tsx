import { NewsletterPage, newsletterMetadata } from '@/components/newsletter/newsletter-page';

export const metadata = newsletterMetadata('confirmed');

export default function NewsletterConfirmedPage() {
  return <NewsletterPage screen="confirmed" />;
}
