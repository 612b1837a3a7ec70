import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/discover/investor-relations', title: "Investor Relations", description: "The brands and institutions we build, invest and grow alongside." });

export default function DiscoverInvestorRelationsPage() {
  return <PageHeader eyebrow="Discover" title="Our Partners" intro="The brands and institutions we build, invest and grow alongside." />;
}
