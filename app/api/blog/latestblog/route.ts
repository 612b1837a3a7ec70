import { getLatestPosts } from '@/lib/blog';
import { blogJson, listBody, respond } from '@/lib/blog/api';

/** GET /api/blog/latestblog -> { data: Blog[], total }: the latest posts, newest first. */
export async function GET(): Promise<Response> {
  return respond(async () => blogJson(listBody(await getLatestPosts())));
}
