import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/legal', ogTitle: "Legal", description: "The terms, privacy commitments and refund rules that govern our website and services." });

export default function LegalPage() {
  return <PageHeader eyebrow="Legal" title="Legal" intro="The terms, privacy commitments and refund rules that govern our website and services." />;
}
