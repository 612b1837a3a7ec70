import { PageHeader } from '@/components/ui/page-header';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ path: '/legal/privacy', title: "Privacy Policy", description: "What we collect through this website, why, how long we keep it and the choices you have." });

export default function LegalPrivacyPage() {
  return <PageHeader eyebrow="Legal" title="Privacy Policy" intro="What we collect through this website, why, how long we keep it and the choices you have." />;
}
