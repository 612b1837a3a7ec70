import { site } from '@/content/site';
import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/legal/terms', title: "Terms of Service", description: `The terms that apply when you use this website or engage ${site.name}.` });

export default function LegalTermsPage() {
  return <PageHeader eyebrow="Legal" title="Terms of Service" intro={`The terms that apply when you use this website or engage ${site.name}.`} />;
}
