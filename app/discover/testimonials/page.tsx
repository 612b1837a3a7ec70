import { site } from '@/content/site';
import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/discover/testimonials', title: "Testimonials", description: `What founders, marketers and operators say after shipping with ${site.name}.` });

export default function DiscoverTestimonialsPage() {
  return <PageHeader eyebrow="Discover" title="Success Chronicles" intro={`What founders, marketers and operators say after shipping with ${site.name}.`} />;
}
