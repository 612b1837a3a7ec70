import { getPostsByCategory } from '@/lib/blog';
import { blogError, blogJson, listBody, pageBody, readPage, respond } from '@/lib/blog/api';
import { paginate } from '@/lib/blog/rules';
import { isSafeCategory } from '@/lib/blog/safe-segment';

/**
 * GET /api/blog/{categoryName}?page=n -> { data, page, perPage, totalPages, total } (4 a page);
 * without `page` -> { data: Blog[], total }. The category is its slug (e.g. web-design), any case.
 * The fixed routes latestblog, fetchcategory, fetchblog and individualBlog take precedence over this one.
 */
export async function GET(request: Request, context: { params: Promise<{ categoryName: string }> }): Promise<Response> {
  const { categoryName } = await context.params;
  if (!isSafeCategory(categoryName)) {
    return blogError(400, 'The category must be a category slug such as web-design.');
  }
  const page = readPage(new URL(request.url).searchParams);
  if (!page.ok) return page.response;
  return respond(async () => {
    const posts = await getPostsByCategory(categoryName.toLowerCase());
    return blogJson(page.value === undefined ? listBody(posts) : pageBody(paginate(posts, page.value)));
  });
}
