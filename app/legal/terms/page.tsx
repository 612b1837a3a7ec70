import { LegalDocumentView } from '@/components/sections/legal/legal-document-view';
import { terms } from '@/content/legal';
import { pageCopy } from '@/content/pages';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/legal/terms');

export default function LegalTermsPage() {
  return <LegalDocumentView document={terms} copy={pageCopy['/legal/terms']} />;
}
