import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/', description: "Unveiling Advanced Solutions in Data, Investments, Finance, and Marketing" });

export default function HomePage() {
  return <PageHeader eyebrow="Home" title="Gateway to Innovation" intro="Unveiling Advanced Solutions in Data, Investments, Finance, and Marketing" />;
}
