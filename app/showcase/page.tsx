import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/showcase', ogTitle: "Showcase of Success | portfolio", description: "A selection of the brands, platforms and products we have designed, built and grown." });

export default function ShowcasePage() {
  return <PageHeader eyebrow="Portfolio" title="Showcase of Success | portfolio" intro="A selection of the brands, platforms and products we have designed, built and grown." />;
}
