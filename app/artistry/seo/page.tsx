import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/artistry/seo', title: "SEO", description: "Technical, content and local SEO that earns qualified traffic and keeps it." });

export default function ArtistrySeoPage() {
  return <PageHeader eyebrow="Digital Artistry" title="Search Engine Optimisation" intro="Technical, content and local SEO that earns qualified traffic and keeps it." />;
}
