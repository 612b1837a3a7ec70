import { NewsletterPage, newsletterMetadata } from '@/components/newsletter/newsletter-page';

export const metadata = newsletterMetadata('unsubscribed');

export default function NewsletterUnsubscribedPage() {
  return <NewsletterPage screen="unsubscribed" />;
}
