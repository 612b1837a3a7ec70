import type { Metadata } from 'next';
import { BlogColumns } from '@/components/blog/blog-columns';
import { pageUrl } from '@/components/blog/listing';
import { readOr, renderedPerRequest } from '@/components/blog/read';
import { SearchResults } from '@/components/blog/search-results';
import { BlogSearchForm, BlogSidebar } from '@/components/blog/sidebar';
import { insightCopy } from '@/content/pages';
import { searchPosts } from '@/lib/blog';
import { withFeedLinks } from '@/lib/blog/feed';
import { searchHref } from '@/lib/blog/rules';
import { searchText } from '@/lib/blog/search-index';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { searchParams: Promise<{ discover?: string | string[] }> };

/** The search text: `?discover=` (the query parser already turns "+" into spaces), trimmed. */
async function readText(searchParams: Props['searchParams']): Promise<string> {
  const value = (await searchParams).discover;
  return searchText((Array.isArray(value) ? value[0] : value) ?? '');
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const text = await readText(searchParams);
  return withFeedLinks(
    buildMetadata({
      path: '/insight/search',
      title: insightCopy.search.title,
      description: insightCopy.search.description,
      image: { url: '/insight/opengraph-image', width: 1200, height: 630, alt: insightCopy.imageAlt },
      // Result pages for a query are not indexed; the links in them are followed.
      noIndex: text !== '',
    }),
  );
}

/** /insight/search?discover=: the matching posts (spec 1 §5), rendered on the server. */
export default async function SearchPage({ searchParams }: Props) {
  renderedPerRequest();
  const text = await readText(searchParams);
  // Spec 1 §8: a failed read is only logged; the list is empty and "No matching blogs found!" shows.
  const posts = await readOr('search', () => searchPosts(text), []);
  const path = text ? searchHref(text) : '/insight/search';
  return (
    <>
      <BlogColumns sidebar={<BlogSidebar share={{ url: pageUrl(path), title: insightCopy.search.share }} showSearch={false} />}>
        <div className="mb-8">
          <BlogSearchForm defaultValue={text} id="search-page-input" />
        </div>
        {posts.length > 0 ? (
          <p className="mb-6 text-ink-600">
            {text ? (
              <>
                {posts.length} {insightCopy.search.matches(posts.length)}{' '}
                <strong className="text-ink-900">
                  {/* <q> draws the quotation marks, so the markup keeps to one byte a character (docs/page-speed.md). */}
                  <q>{text}</q>
                </strong>
              </>
            ) : (
              <>{insightCopy.search.all(posts.length)}</>
            )}
          </p>
        ) : null}
        <SearchResults posts={posts} />
      </BlogColumns>
    </>
  );
}
