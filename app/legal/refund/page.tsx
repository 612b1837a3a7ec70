import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/legal/refund', title: "Refund Policy", description: "Returns of our own products must be requested within three days of trial and before the item is used; services are not refundable; third-party products follow the third party's rules." });

export default function LegalRefundPage() {
  return <PageHeader eyebrow="Legal" title="Refund Policy" intro="Returns of our own products must be requested within three days of trial and before the item is used; services are not refundable; third-party products follow the third party's rules." />;
}
