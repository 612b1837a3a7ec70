import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { ArticleScreen } from '@/components/blog/article';
import { shareImageFor } from '@/components/blog/article-route';
import { PreviewBar } from '@/components/blog/preview-bar';
import { readOr, renderedPerRequest } from '@/components/blog/read';
import { previewCopy } from '@/content/preview';
import { site } from '@/content/site';
import { getDraft, getPosts } from '@/lib/blog';
import { blogHref } from '@/lib/blog/rules';
import { getConfig } from '@/lib/config';

// A draft as its editor previews it: rendered for each request, never cached (Next.js answers draft
// mode and pages rendered per request with `private, no-store`), and never indexed.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export const metadata: Metadata = {
  title: { absolute: `${previewCopy.title} | ${site.name}` },
  robots: { index: false, follow: false },
};

/** /insight/preview/{slug}: the post's draft in draft mode; without it, the published page. */
export default async function PreviewPage({ params }: Props) {
  renderedPerRequest();
  const { slug } = await params;
  if (!(await draftMode()).isEnabled) redirect(`/blog/${encodeURIComponent(slug)}`);
  const post = await getDraft(slug);
  if (!post) notFound();
  const posts = await readOr('posts', () => getPosts(), []);
  const { siteUrl } = getConfig();
  return (
    <>
      <PreviewBar />
      <ArticleScreen post={post} posts={posts} url={new URL(blogHref(post), `${siteUrl}/`).href} siteUrl={siteUrl} shareImage={shareImageFor(post)} />
    </>
  );
}
