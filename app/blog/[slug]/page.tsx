import type { Metadata } from 'next';
import { ArticlePage, articleMetadata, canonicalPosts } from '@/components/blog/article-route';

// The segment is named [slug] because /blog/[slug]/page/[page] (a category) shares it: Next allows one name
// per dynamic segment.
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = true;
export const revalidate = 300;

export async function generateStaticParams() {
  return (await canonicalPosts('blog')).map((post) => ({ slug: post.blog_slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return articleMetadata({ kind: 'blog', slug });
}

/** /blog/{slug}: any post; its canonical link points to the post's own URL (spec 1 §2 link rule). */
export default async function BlogArticlePage({ params }: Props) {
  const { slug } = await params;
  return <ArticlePage route={{ kind: 'blog', slug }} />;
}
