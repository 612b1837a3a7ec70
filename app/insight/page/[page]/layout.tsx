import { notFound } from 'next/navigation';
import { getPostsPage } from '@/lib/blog';
import { parsePage } from '@/lib/blog/rules';
import { settle } from '@/components/blog/read';

/**
 * Answers a page past the last one with a real 404. The check sits in a layout because the page streams
 * behind its loading.tsx, where notFound() could no longer change the status. (A page past the end of a
 * `?category=` filter is caught by the page itself: layouts do not see the query.)
 */
export default async function ListingPageLayout({ children, params }: { children: React.ReactNode; params: Promise<{ page: string }> }) {
  const page = parsePage((await params).page);
  if (page > 1) {
    // Tolerated: the page below decides what a failure shows (it may be rendered per request).
    const result = await settle('listing', () => getPostsPage(page), { tolerate: true });
    if (result.ok && page > result.value.totalPages) notFound();
  }
  return children;
}
