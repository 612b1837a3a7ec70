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
 * /{blogSlug}: only posts without an id whose slug starts with "style-" live at the site root (their
 * canonical URL); every other single-segment path is the 404 page.
 */
export default async function RootArticlePage({ params }: Props) {
  const { blogSlug } = await params;
  return <ArticlePage route={{ kind: 'root', slug: blogSlug }} />;
}
