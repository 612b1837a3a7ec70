import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/showcase/portfolio', title: "Portfolio", description: "Case studies from seven client engagements, from first workshop to measurable results." });

export default function ShowcasePortfolioPage() {
  return <PageHeader eyebrow="Showcase" title="Portfolio" intro="Case studies from seven client engagements, from first workshop to measurable results." />;
}
