import type { Metadata } from 'next';
import { parsePage } from '@/lib/blog/rules';
import { ListingView, listingMetadata } from './listing-view';

type Props = { params: Promise<{ page: string }> };

// Rendered on first request, then served from the cache and refreshed every five minutes. Not built
// ahead: the posts then always come from the source the server runs with (local files or the upstream),
// whatever the build was made with.
export const dynamicParams = true;
export const revalidate = 300;

export function generateStaticParams(): { page: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(parsePage((await params).page), undefined);
}

/** /insight/page/{page}: the listing without a filter (`?category=` is served by ./filtered). */
export default async function ListingPage({ params }: Props) {
  return <ListingView page={parsePage((await params).page)} category={undefined} />;
}
