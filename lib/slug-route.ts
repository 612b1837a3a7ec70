import { notFound } from 'next/navigation';
import { cache } from 'react';

/**
 * Resolves what a `[slug]` route shows from its params. The lookup is cached per request, so the page and
 * its metadata find the entry once; an unknown slug is the 404 page in both.
 */
export function slugRoute<T>(find: (slug: string) => T | undefined) {
  const cached = cache(find);
  return async (params: Promise<{ slug: string }>): Promise<T> => {
    const { slug } = await params;
    const found = cached(slug);
    if (!found) notFound();
    return found;
  };
}
