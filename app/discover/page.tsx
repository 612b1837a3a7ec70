import { site } from '@/content/site';
import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/discover', ogTitle: "Discover", description: `Meet the strategists, designers and engineers behind ${site.name}, and the clients who trust us with their growth.` });

export default function DiscoverPage() {
  return <PageHeader eyebrow="Discover" title="Discover" intro={`Meet the strategists, designers and engineers behind ${site.name}, and the clients who trust us with their growth.`} />;
}
