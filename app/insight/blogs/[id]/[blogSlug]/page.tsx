import type { Metadata } from 'next';
import { ArticlePage, articleMetadata, canonicalPosts } from '@/components/blog/article-route';

type Props = { params: Promise<{ id: string; blogSlug: string }> };

// Local posts are prerendered; others (new upstream posts) render on first request and are kept 5 minutes.
export const dynamicParams = true;
export const revalidate = 300;

export async function generateStaticParams() {
  return (await canonicalPosts('insight')).map((post) => ({ id: String(post.id), blogSlug: post.blog_slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, blogSlug } = await params;
  return articleMetadata({ kind: 'insight', id, slug: blogSlug });
}

/** /insight/blogs/{id}/{blogSlug}: the canonical URL of every post with an id. */
export default async function InsightArticlePage({ params }: Props) {
  const { id, blogSlug } = await params;
  return <ArticlePage route={{ kind: 'insight', id, slug: blogSlug }} />;
}
