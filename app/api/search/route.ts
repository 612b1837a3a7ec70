import { searchPosts } from '@/lib/blog';
import { blogError, blogJson, respond } from '@/lib/blog/api';
import { searchQuerySchema, searchText, toSearchHit } from '@/lib/blog/search-index';

/**
 * GET /api/search?discover=text -> { query, results: [{ title, href, category, date }] }: the posts the
 * search page lists for the same text, in the same order (the Insight search box's suggestions).
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const parsed = searchQuerySchema.safeParse({ discover: params.get('discover') ?? undefined });
  if (!parsed.success) return blogError(400, parsed.error.issues[0]?.message ?? 'Bad search query.');
  const text = searchText(parsed.data.discover);
  return respond(async () => blogJson({ query: text, results: (await searchPosts(text)).map(toSearchHit) }));
}
