import { blogCopy } from '@/content/blog';
import { blogListingIntro } from '@/content/pages';
import { PageHeader } from '@/components/ui/page-header';
import { getConfig } from '@/lib/config';
import { BlogColumns } from './blog-columns';
import { BlogLoader } from './loader';
import { PostGrid } from './post-card';
import { BlogSidebar } from './sidebar';

/** Absolute URL of a site path (share links, JSON-LD). */
export function pageUrl(path: string): string {
  return new URL(path, `${getConfig().siteUrl}/`).href;
}

/** The Insight listing's header and columns. */
export function ListingShell({ sidebar, children }: { sidebar: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      <PageHeader eyebrow={blogCopy.listing.eyebrow} title={blogCopy.listing.title} intro={blogListingIntro} />
      <BlogColumns sidebar={sidebar}>{children}</BlogColumns>
    </>
  );
}

/**
 * The page header's place while a blog screen loads. No heading: the streamed HTML of a page holds its
 * loading state too, and the page's real h1 must stay its only one.
 */
export function PageHeaderSkeleton() {
  return (
    <section aria-hidden="true" className="relative overflow-hidden bg-ink-950">
      <div className="container-page relative py-16 sm:py-24">
        <div className="h-4 w-24 animate-pulse rounded bg-white/15 motion-reduce:animate-none" />
        <div className="mt-5 h-12 w-72 max-w-full animate-pulse rounded-lg bg-white/15 motion-reduce:animate-none sm:h-14" />
        <div className="mt-6 h-5 w-[32rem] max-w-full animate-pulse rounded bg-white/10 motion-reduce:animate-none" />
      </div>
    </section>
  );
}

/** Loading state of a blog screen with a page header: header, sidebar and list skeletons with the loader. */
export function BlogScreenSkeleton({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PageHeaderSkeleton />
      <BlogColumns sidebar={<BlogSidebar.Skeleton />}>{children}</BlogColumns>
    </>
  );
}

/** Loading state of the listing and category screens: the loader over the cards' skeletons. */
export function ListingSkeleton() {
  return (
    <>
      <BlogLoader />
      <div className="mt-6">
        <PostGrid.Skeleton />
      </div>
    </>
  );
}

/** The sidebar of a listing page, sharing that page. */
export function ListingSidebar({ path, title, category }: { path: string; title: string; category?: string }) {
  return <BlogSidebar share={{ url: pageUrl(path), title }} selectedCategory={category} />;
}
