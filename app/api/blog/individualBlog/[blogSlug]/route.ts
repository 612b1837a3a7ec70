import { getPost } from '@/lib/blog';
import { blogError, blogJson, respond } from '@/lib/blog/api';
import { isSafeSlug } from '@/lib/blog/safe-segment';

/** GET /api/blog/individualBlog/{blogSlug} -> { data: Blog }; 400 for an invalid slug, 404 for an unknown post. */
export async function GET(_request: Request, context: { params: Promise<{ blogSlug: string }> }): Promise<Response> {
  const { blogSlug } = await context.params;
  if (!isSafeSlug(blogSlug)) return blogError(400, 'The blog slug may contain only letters, digits, hyphens and underscores.');
  return respond(async () => {
    const post = await getPost(blogSlug);
    return post ? blogJson({ data: post }) : blogError(404, 'Blog not found.');
  });
}
