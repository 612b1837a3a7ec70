import { getPost, UpstreamError } from '@/lib/blog';
import { renderOgImage } from '@/lib/blog/og';
import { categoryLabel } from '@/lib/blog/rules';
import { isSafeSlug } from '@/lib/blog/safe-segment';

/**
 * GET /insight/og/{slug}: the generated share image of a post whose feature image share cards cannot show
 * (none, or an SVG). Titles can change upstream, so it is cached for hours, not forever.
 */
export async function GET(_request: Request, context: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await context.params;
  const plain = (status: number, text: string) =>
    new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (!isSafeSlug(slug)) return plain(404, 'Not found.');
  try {
    const post = await getPost(slug);
    if (!post) return plain(404, 'Not found.');
    return await renderOgImage(
      {
        eyebrow: categoryLabel(post),
        title: post.blog_title,
        subtitle: post.formatted_date || undefined,
        illustration: post.blog_feature_image,
      },
      { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400' },
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return plain(503, 'The share image is temporarily unavailable.');
  }
}
