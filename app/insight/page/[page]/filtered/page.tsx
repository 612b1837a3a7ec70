import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { renderedPerRequest } from '@/components/blog/read';
import { listingCategory, listingHref, parsePage } from '@/lib/blog/rules';
import { ListingView, listingMetadata } from '../listing-view';

type Props = {
  params: Promise<{ page: string }>;
  searchParams: Promise<{ category?: string | string[] }>;
};

async function readRequest({ params, searchParams }: Props) {
  const [{ page: raw }, query] = await Promise.all([params, searchParams]);
  const value = Array.isArray(query.category) ? query.category[0] : query.category;
  const category = listingCategory(value);
  return { page: parsePage(raw), category };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page, category } = await readRequest(props);
  return listingMetadata(page, category);
}

/**
 * /insight/page/{page}?category={name}: proxy.ts rewrites requests that carry the query here,
 * so the filtered list renders per request while the plain listing stays prerendered. Without a usable
 * category this path has nothing of its own: it sends the visitor to the plain listing.
 */
export default async function FilteredListingPage(props: Props) {
  renderedPerRequest();
  const { page, category } = await readRequest(props);
  if (!category) redirect(listingHref(page));
  return <ListingView page={page} category={category} />;
}
