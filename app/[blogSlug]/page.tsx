import type { Metadata } from 'next';
import { ArticlePage, articleMetadata, canonicalPosts } from '@/components/blog/article-route';

type Props = { params: Promise<{ blogSlug: string }> };

export const dynamicParams = true;
export const revalidate = 300;

export async function generateStaticParams() {
  return (await canonicalPosts('root')).map((post) => ({ blogSlug: post.blog_slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { blogSlug } = await params;
  return articleMetadata({ kind: 'root', slug: blogSlug });
}

/**
 * /{blogSlug}: any post, the same screen as its other routes, declaring its own link (the blog link rule) as
 * the canonical URL; a slug no post has is the 404 page. Posts whose own link is /{slug} are prerendered.
 */
export default async function RootArticlePage({ params }: Props) {
  const { blogSlug } = await params;
  return <ArticlePage route={{ kind: 'root', slug: blogSlug }} />;
}
