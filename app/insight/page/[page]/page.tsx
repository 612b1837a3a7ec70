import type { Metadata } from 'next';
import { getPostsPage } from '@/lib/blog';
import { parsePage } from '@/lib/blog/rules';
import { getConfig } from '@/lib/config';
import { ListingView, listingMetadata } from './listing-view';

type Props = { params: Promise<{ page: string }> };

// Prerendered and refreshed every five minutes; pages beyond the build's are rendered on first request.
export const dynamicParams = true;
export const revalidate = 300;

export async function generateStaticParams() {
  // Upstream posts are read at run time, not at build time.
  if (getConfig().upstreamApiHost) return [];
  const { totalPages } = await getPostsPage(1);
  return Array.from({ length: totalPages }, (_, index) => ({ page: String(index + 1) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(parsePage((await params).page), undefined);
}

/** /insight/page/{page}: the listing without a filter (`?category=` is served by ./filtered). */
export default async function ListingPage({ params }: Props) {
  return <ListingView page={parsePage((await params).page)} category={undefined} />;
}
