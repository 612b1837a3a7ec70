import { getCategories } from '@/lib/blog';
import { blogJson, respond } from '@/lib/blog/api';

/** GET /api/blog/fetchcategory -> { data: Category[] }. */
export async function GET(): Promise<Response> {
  return respond(async () => blogJson({ data: await getCategories() }));
}
