import { site } from '@/content/site';
import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/discover/all-team', title: "All Team Members", description: `Everyone who has built ${site.name}, past and present.` });

export default function DiscoverAllTeamPage() {
  return <PageHeader eyebrow="Discover" title="All Team Members" intro={`Everyone who has built ${site.name}, past and present.`} />;
}
