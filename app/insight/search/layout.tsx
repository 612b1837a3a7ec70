import { insightCopy } from '@/content/pages';
import { PageHeader } from '@/components/ui/page-header';

/**
 * The search page's header, outside the page's loading boundary: the results stream in after the footer,
 * so a header inside it would put the footer's headings before the page's h1 in the document.
 */
export default function SearchLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PageHeader eyebrow={insightCopy.title} title={insightCopy.search.title} intro={insightCopy.search.intro} />
      {children}
    </>
  );
}
