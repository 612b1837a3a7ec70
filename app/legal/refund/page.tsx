import { LegalDocumentView } from '@/components/sections/legal/legal-document-view';
import { legalCopy, refund, refundRule } from '@/content/legal';
import { pageCopy } from '@/content/pages';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/legal/refund');

export default function LegalRefundPage() {
  // Spec 2 §9: the rule itself is quoted at the top, before the details.
  return (
    <LegalDocumentView
      document={refund}
      copy={pageCopy['/legal/refund']}
      keyPoint={{ label: legalCopy.refundInShort, text: refundRule }}
    />
  );
}
