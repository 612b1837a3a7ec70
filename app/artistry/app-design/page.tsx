import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/artistry/app-design', title: "App Design", description: "Mobile and web applications designed with your users, tested early and shipped in small, safe steps." });

export default function ArtistryAppDesignPage() {
  return <PageHeader eyebrow="Digital Artistry" title="App Design" intro="Mobile and web applications designed with your users, tested early and shipped in small, safe steps." />;
}
