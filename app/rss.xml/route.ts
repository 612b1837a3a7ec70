import { serveFeed } from '@/lib/blog/feed';

// Read at request time from the configured source (its reads are cached for 5 minutes), so posts that
// appear upstream after the build are listed too.
export const dynamic = 'force-dynamic';

/** GET /rss.xml: the Insight blog as RSS 2.0, every post. */
export function GET(): Promise<Response> {
  return serveFeed('rss');
}
