import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/engage', ogTitle: "Engage", description: "Call us, visit the studio or send a message. We answer every enquiry within one business day." });

export default function EngagePage() {
  return <PageHeader eyebrow="Engage" title="Let's talk about your project" intro="Call us, visit the studio or send a message. We answer every enquiry within one business day." />;
}
