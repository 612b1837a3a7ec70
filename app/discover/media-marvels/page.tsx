import { site } from '@/content/site';
import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/discover/media-marvels', title: "Media Marvels", description: `The publications ${site.name} owns and operates, each with its own ISSN.` });

export default function DiscoverMediaMarvelsPage() {
  return <PageHeader eyebrow="Discover" title="Media Marvels" intro={`The publications ${site.name} owns and operates, each with its own ISSN.`} />;
}
