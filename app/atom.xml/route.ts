import { serveFeed } from '@/lib/blog/feed';

// Read at request time from the configured source (its reads are cached for 5 minutes), so posts that
// appear upstream after the build are listed too.
export const dynamic = 'force-dynamic';

/** GET /atom.xml: the Insight blog as Atom 1.0, every post. */
export function GET(): Promise<Response> {
  return serveFeed('atom');
}
