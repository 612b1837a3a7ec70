import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/strategy', ogTitle: "Strategic Solutions | Business Excellence", description: "Marketing programmes and dedicated resources that turn a plan into measurable growth." });

export default function StrategyPage() {
  return <PageHeader eyebrow="Strategy" title="Strategic Solutions | Business Excellence" intro="Marketing programmes and dedicated resources that turn a plan into measurable growth." />;
}
