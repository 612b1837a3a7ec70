import { draftMode } from 'next/headers';
import { previewCopy } from '@/content/preview';
import { previewPath, verifyPreviewLink } from '@/lib/blog/preview';
import { getConfig } from '@/lib/config';

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

/** GET /api/preview?slug&expires&signature: a signed link turns on draft mode for this browser and opens the draft. */
export async function GET(request: Request): Promise<Response> {
  const { previewSecret } = getConfig();
  if (!previewSecret) return text(503, previewCopy.notConfigured);
  const slug = verifyPreviewLink(previewSecret, new URL(request.url).searchParams, Date.now());
  if (!slug) return text(401, previewCopy.invalidLink);
  (await draftMode()).enable();
  return new Response(null, { status: 303, headers: { Location: previewPath(slug), 'Cache-Control': 'private, no-store' } });
}
