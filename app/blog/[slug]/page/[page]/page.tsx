import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BlogColumns } from '@/components/blog/blog-columns';
import { pageUrl } from '@/components/blog/listing';
import { Pager } from '@/components/blog/pager';
import { PostGrid } from '@/components/blog/post-card';
import { settle } from '@/components/blog/read';
import { BlogSidebar } from '@/components/blog/sidebar';
import { PageHeader } from '@/components/ui/page-header';
import { blogCopy } from '@/content/blog';
import { insightCopy } from '@/content/pages';
import { getCategories, getPosts, getPostsByCategory } from '@/lib/blog';
import { withFeedLinks } from '@/lib/blog/feed';
import { categoryHref, paginate, parsePage, slugify } from '@/lib/blog/rules';
import { getConfig } from '@/lib/config';
import { JsonLd } from '@/components/ui/json-ld';
import { collectionPageJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';

// The first segment is named [slug] because /blog/[slug] (an article) shares it: Next allows one name per
// dynamic segment. Here it is the category's slug, e.g. /blog/web-design/page/1.
type Props = { params: Promise<{ slug: string; page: string }> };

export const dynamicParams = true;
export const revalidate = 300;

/** "growth-strategy" -> "Growth Strategy", for a category whose name no post or category list gives. */
function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const readCategory = cache(async (rawSlug: string, rawPage: string) => {
  const slug = slugify(rawSlug);
  const page = parsePage(rawPage);
  if (!slug) return { slug, page, posts: { ok: true as const, value: [] }, name: '', unknown: true };
  const posts = await settle(`category ${slug}`, () => getPostsByCategory(slug));
  // The display name: from a post of the category, else from the category list, else from the slug.
  let name = posts.ok ? posts.value.find((post) => slugify(post.category_name) === slug)?.category_name : undefined;
  // A category no post and no category list names does not exist (known only when both reads worked).
  let unknown = false;
  if (!name) {
    const categories = await settle('categories', () => getCategories());
    name = categories.ok ? categories.value.find((category) => slugify(category.category_name) === slug)?.category_name : undefined;
    unknown = !name && posts.ok && posts.value.length === 0 && categories.ok;
  }
  return { slug, page, posts, name: name ?? nameFromSlug(slug), unknown };
});

export async function generateStaticParams() {
  if (getConfig().upstreamApiHost) return [];
  const posts = await getPosts();
  const slugs = [...new Set(posts.map((post) => slugify(post.category_name)).filter(Boolean))];
  return slugs.flatMap((slug) => {
    const { totalPages } = paginate(posts.filter((post) => slugify(post.category_name) === slug), 1);
    return Array.from({ length: totalPages }, (_, index) => ({ slug, page: String(index + 1) }));
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug: rawSlug, page: rawPage } = await params;
  const { slug, page, posts, name, unknown } = await readCategory(rawSlug, rawPage);
  if (!slug || unknown) notFound();
  const total = posts.ok ? paginate(posts.value, page).totalPages : 1;
  if (posts.ok && posts.value.length > 0 && page > total) notFound();
  const empty = !posts.ok || posts.value.length === 0;
  return withFeedLinks(
    buildMetadata({
      path: categoryHref(slug, page),
      title: insightCopy.category.title(name, page),
      description: insightCopy.category.description(name, page),
      image: { url: '/insight/opengraph-image', width: 1200, height: 630, alt: insightCopy.category.imageAlt(name) },
      // An empty or failed category is not worth indexing.
      noIndex: empty,
    }),
  );
}

/** /blog/{category}/page/{page}: one category's posts, 4 a page (spec 1 §2 "Category screen"). */
export default async function CategoryPage({ params }: Props) {
  const { slug: rawSlug, page: rawPage } = await params;
  const { slug, page, posts, name, unknown } = await readCategory(rawSlug, rawPage);
  if (!slug || unknown) notFound();
  const current = posts.ok ? paginate(posts.value, page) : undefined;
  if (current && current.total > 0 && page > current.totalPages) notFound();
  return (
    <>
      <PageHeader eyebrow={insightCopy.title} title={name} intro={insightCopy.category.description(name, 1)} />
      <BlogColumns sidebar={<BlogSidebar share={{ url: pageUrl(categoryHref(slug, page)), title: name }} selectedCategory={slug} />}>
        {!current ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4 font-medium text-red-700">
            {blogCopy.listing.categoryError}
          </p>
        ) : current.items.length === 0 ? (
          <p className="text-lg text-ink-600">{blogCopy.listing.categoryEmpty}</p>
        ) : (
          <>
            <JsonLd
              data={collectionPageJsonLd(
                { path: categoryHref(slug, page), name, description: insightCopy.category.description(name, 1), posts: current.items },
                getConfig().siteUrl,
              )}
            />
            <PostGrid posts={current.items} variant="category" />
            <Pager page={page} totalPages={current.totalPages} hrefFor={(n) => categoryHref(slug, n)} label={insightCopy.category.pager(name)} />
          </>
        )}
      </BlogColumns>
    </>
  );
}
