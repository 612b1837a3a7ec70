import { PageHeader } from '@/components/ui/page-header';
import { LegalOverview } from '@/components/sections/legal/legal-overview';
import { pageCopy } from '@/content/pages';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/legal');

export default function LegalPage() {
  const copy = pageCopy['/legal'];
  return (
    <>
      <PageHeader eyebrow="Legal" title={copy.heading} intro={copy.intro} />
      <LegalOverview />
    </>
  );
}
