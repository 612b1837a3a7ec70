import { site } from '@/content/site';
import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/discover/team', title: "Team", description: `The people, partners and moments that shape how ${site.name} works.` });

export default function DiscoverTeamPage() {
  return <PageHeader eyebrow="Discover" title="Our Team" intro={`The people, partners and moments that shape how ${site.name} works.`} />;
}
