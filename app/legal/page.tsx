import { sectionNames } from '@/content/sections';
import { RoutePageHeader } from '@/components/ui/page-header';
import { LegalOverview } from '@/components/sections/legal/legal-overview';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/legal');

export default function LegalPage() {
  return (
    <>
      <RoutePageHeader route="/legal" eyebrow={sectionNames.legal} />
      <LegalOverview />
    </>
  );
}
