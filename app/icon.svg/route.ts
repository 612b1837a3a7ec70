import { iconSvg } from '@/lib/seo/icon';

// Drawn from the brand's colours and initial at build time (a plain file would keep the old brand's).
export const dynamic = 'force-static';

/** GET /icon.svg: the site icon, linked from every page's head, the feeds and the JSON-LD. */
export function GET(): Response {
  return new Response(iconSvg(), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}
