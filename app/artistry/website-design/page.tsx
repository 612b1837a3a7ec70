import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/artistry/website-design', title: "Website Design", description: "Fast, accessible websites built on modern stacks and designed around what your visitors came to do." });

export default function ArtistryWebsiteDesignPage() {
  return <PageHeader eyebrow="Digital Artistry" title="Website Design" intro="Fast, accessible websites built on modern stacks and designed around what your visitors came to do." />;
}
