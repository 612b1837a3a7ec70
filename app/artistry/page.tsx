import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/artistry', ogTitle: "Explore Our Creative Digital Solutions", description: "Websites, apps, search and brand identities designed to be used, found and remembered." });

export default function ArtistryPage() {
  return <PageHeader eyebrow="Digital Artistry" title="Explore Our Creative Digital Solutions" intro="Websites, apps, search and brand identities designed to be used, found and remembered." />;
}
