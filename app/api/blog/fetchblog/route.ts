import { getPosts } from '@/lib/blog';
import { blogJson, listBody, pageBody, readCategory, readPage, respond } from '@/lib/blog/api';
import { inCategory, paginate } from '@/lib/blog/rules';

/**
 * GET /api/blog/fetchblog -> { data: Blog[], total }: every post, newest first (used by search).
 * GET /api/blog/fetchblog?page=n[&category=c] -> { data, page, perPage, totalPages, total }: page n of 4,
 * optionally only the category c (name or slug). `?category=c` alone gives that category's whole list.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const page = readPage(params);
  if (!page.ok) return page.response;
  const category = readCategory(params);
  if (!category.ok) return category.response;
  const categoryName = category.value;
  return respond(async () => {
    const posts = await getPosts();
    const selected = categoryName ? posts.filter((post) => inCategory(post, categoryName)) : posts;
    return blogJson(page.value === undefined ? listBody(selected) : pageBody(paginate(selected, page.value)));
  });
}
