import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/showcase/clients-work', title: "Clients' Work", description: "Two recent launches, live today, and what went into them." });

export default function ShowcaseClientsWorkPage() {
  return <PageHeader eyebrow="Showcase" title="Clients' Work" intro="Two recent launches, live today, and what went into them." />;
}
