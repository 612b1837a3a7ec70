import { renderOgImage } from '@/lib/blog/og';
import { shareCardFor, shareCardPaths } from '@/lib/seo/share-card';

// Drawn once at build time for every page of lib/seo/share-card.ts; any other path is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = { path?: string[] };

export function generateStaticParams(): Params[] {
  return shareCardPaths().map((path) => ({ path: path === '/' ? [] : path.split('/').filter(Boolean) }));
}

/** GET /og{path}: the 1200x630 PNG share image of the page at {path} (/og for home). */
export async function GET(_request: Request, context: { params: Promise<Params> }): Promise<Response> {
  const { path = [] } = await context.params;
  const card = shareCardFor(`/${path.join('/')}`);
  if (!card) return new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return renderOgImage({ eyebrow: card.eyebrow, title: card.title, subtitle: card.subtitle, illustration: card.illustration });
}
