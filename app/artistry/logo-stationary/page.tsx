import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/artistry/logo-stationary', title: "Logo & Stationery", description: "Brand identities, from the first sketch of a mark to the business card in your client's hand." });

export default function ArtistryLogoStationaryPage() {
  return <PageHeader eyebrow="Digital Artistry" title="Logo & Stationery" intro="Brand identities, from the first sketch of a mark to the business card in your client's hand." />;
}
