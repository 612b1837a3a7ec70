import { blogCopy, readingTimeLabel } from '@/content/blog';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/ui/json-ld';
import { articleCrumbs, blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { categoryHref, categoryLabel, parseTags, readingTime } from '@/lib/blog/rules';
import type { Blog } from '@/lib/blog/types';
import { BlogColumns } from './blog-columns';
import { CompanyCard } from './company-card';
import { PostImage } from './post-image';
import { ShareButtons } from './share-buttons';
import { BlogSidebar } from './sidebar';
import { TagChips } from './tag-chips';
import { LinkPending } from './link-pending';
import { GlowBand } from '@/components/ui/glow-band';
import { neighboursOf, relatedPosts } from '@/lib/blog/related';
import { withTableOfContents } from '@/lib/blog/toc';
import { ArticleEnd } from './article-end';
import { Breadcrumbs } from './breadcrumbs';
import { CopyLink } from './copy-link';
import { TableOfContents } from './table-of-contents';

/** The header banner of the article screen, labelled "Blog" (the post title is the page's h1 below it). */
export function ArticleBanner() {
  return (
    <GlowBand
      glow="bg-[radial-gradient(50rem_24rem_at_85%_-20%,color-mix(in_oklab,var(--color-brand-500)_45%,transparent),transparent),radial-gradient(30rem_16rem_at_0%_120%,color-mix(in_oklab,var(--color-accent-400)_22%,transparent),transparent)]"
      className="py-12 sm:py-16"
      as="header"
    >
      <p className="text-sm font-semibold uppercase tracking-[0.22em] text-accent-300">{blogCopy.article.eyebrow}</p>
      <p className="mt-2 text-4xl font-semibold tracking-tight sm:text-5xl">{blogCopy.article.banner}</p>
    </GlowBand>
  );
}

export type ArticleScreenProps = {
  post: Blog;
  /** Every post, newest first: the previous, next and related posts at the end. */
  posts: readonly Blog[];
  /** Absolute canonical URL: shared, and the JSON-LD @id. */
  url: string;
  /** Absolute site URL for JSON-LD. */
  siteUrl: string;
  /** The share image chosen for the page (feature image or the generated one). */
  shareImage: string;
};

/** The single-article screen (spec 1 §2), the same on all three article routes. */
export function ArticleScreen({ post, posts, url, siteUrl, shareImage }: ArticleScreenProps) {
  const category = categoryLabel(post);
  const hasCategory = post.category_name.trim() !== '';
  const minutes = readingTime(post.blog_content);
  const crumbs = articleCrumbs(post);
  const body = withTableOfContents(post.blog_content);
  return (
    <>
      <JsonLd data={[blogPostingJsonLd(post, { siteUrl, image: shareImage }), breadcrumbJsonLd(crumbs, siteUrl)]} />
      {/* Reading progress: CSS scroll timeline only (app/globals.css, "Article reading aids"). */}
      <div aria-hidden="true" className="reading-progress bg-brand-500" />
      <ArticleBanner />
      <BlogColumns
        breakpoint="xl"
        sidebarLast
        sidebar={<BlogSidebar breakpoint="xl" share={{ url, title: post.blog_title }} selectedCategory={post.category_name || undefined} currentSlug={post.blog_slug} />}
      >
        <article>
          <Breadcrumbs crumbs={crumbs} />
          <PostImage
            src={post.blog_feature_image}
            alt={post.blog_feature_image_alt ?? post.blog_title}
            label={category}
            sizes="(min-width: 1280px) 52rem, 100vw"
            priority
            className="h-auto w-full rounded-2xl"
          />
          <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
            {hasCategory ? (
              <Link href={categoryHref(post.category_name)} className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 hover:bg-brand-100">
                {category}
                <LinkPending />
              </Link>
            ) : (
              <span className="rounded-full bg-ink-100 px-3 py-1 font-semibold text-ink-700">{category}</span>
            )}
            {post.formatted_date ? <time dateTime={post.date}>{post.formatted_date}</time> : null}
            <span>{readingTimeLabel(minutes)}</span>
          </div>
          <h1 className="mt-5 text-3xl font-semibold leading-tight tracking-tight text-ink-950 sm:text-4xl lg:text-5xl">{post.blog_title}</h1>
          <div className="article-body mt-10">
            {body.toc.length > 0 ? <TableOfContents entries={body.toc} /> : null}
            <div className="prose-article min-w-0" dangerouslySetInnerHTML={{ __html: body.html }} />
          </div>

          <ArticleFooterSection id="article-tags" title={blogCopy.article.tags} className="mt-14 border-t border-ink-100 pt-8">
            <div className="mt-4">
              <TagChips tags={parseTags(post.blog_tag)} />
            </div>
          </ArticleFooterSection>

          <ArticleFooterSection id="article-share" title={blogCopy.article.share} className="mt-8">
            <div className="mt-4">
              <ShareButtons url={url} title={post.blog_title} />
            </div>
            <div className="mt-4">
              <CopyLink url={url} />
            </div>
          </ArticleFooterSection>

          <ArticleEnd neighbours={neighboursOf(posts, post.blog_slug)} related={relatedPosts(posts, post)} />

          <div className="mt-12">
            <CompanyCard />
          </div>
        </article>
      </BlogColumns>
    </>
  );
}

/** A section under the article's body (tags, sharing), headed by a small uppercase label. */
function ArticleFooterSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.2em] text-ink-500">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The article screen when the post could not be read (spec 1 §8): the message in red, with the sidebar. */
export function ArticleErrorScreen({ message, url }: { message: string; url: string }) {
  return (
    <>
      <ArticleBanner />
      <BlogColumns breakpoint="xl" sidebarLast sidebar={<BlogSidebar breakpoint="xl" share={{ url, title: blogCopy.listing.title }} />}>
        <h1 className="sr-only">{blogCopy.article.banner}</h1>
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4 font-medium text-red-700">
          {message}
        </p>
      </BlogColumns>
    </>
  );
}
