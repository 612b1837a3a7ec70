import { LegalDocumentView } from '@/components/sections/legal/legal-document-view';
import { privacy } from '@/content/legal';
import { pageCopy } from '@/content/pages';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/legal/privacy');

export default function LegalPrivacyPage() {
  return <LegalDocumentView document={privacy} copy={pageCopy['/legal/privacy']} />;
}
