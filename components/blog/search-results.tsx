import { blogCopy } from '@/content/blog';
import Link from '@/components/ui/link';
import { blogHref, categoryLabel } from '@/lib/blog/rules';
import type { Blog } from '@/lib/blog/types';
import { SkeletonBlock } from './loader';
import { PostImage } from './post-image';
import { LinkPending } from './link-pending';

/** One result: an image card whose category and title appear on hover and on keyboard focus. */
function SearchCard({ post }: { post: Blog }) {
  const category = categoryLabel(post);
  return (
    <Link
      href={blogHref(post)}
      className="group relative block overflow-hidden rounded-2xl bg-ink-900 shadow-sm"
    >
      <PostImage
        src={post.blog_feature_image}
        alt=""
        label={category}
        sizes="(min-width: 1024px) 30rem, (min-width: 640px) 50vw, 100vw"
        className="h-auto w-full transition-transform duration-500 group-hover:scale-105 group-focus-visible:scale-105 motion-reduce:transition-none"
      />
      {/* Always shown where there is no hover (touch screens); from hover-capable devices on, on hover or focus. */}
      <span
        data-search-card-caption=""
        className="absolute inset-0 flex flex-col justify-end bg-linear-to-t from-ink-950/95 via-ink-950/55 to-ink-950/0 p-5 text-white opacity-100 transition-opacity duration-300 [@media(hover:hover)]:opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        <span className="text-xs font-semibold uppercase tracking-[0.18em] text-accent-300">{category}</span>
        <span className="mt-2 text-lg font-semibold leading-snug sm:text-xl">{post.blog_title}</span>
        <LinkPending showLabel onDark />
      </span>
    </Link>
  );
}

/** The search results (spec 1 §2): a two-column grid of image cards, or "No matching blogs found!". */
export function SearchResults({ posts }: { posts: readonly Blog[] }) {
  if (posts.length === 0) return <p className="text-lg text-ink-600">{blogCopy.search.noMatches}</p>;
  return (
    <ul aria-label={blogCopy.search.results} className="grid gap-5 sm:grid-cols-2">
      {posts.map((post) => (
        <li key={post.blog_slug}>
          <SearchCard post={post} />
        </li>
      ))}
    </ul>
  );
}

SearchResults.Skeleton = function SearchResultsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <SkeletonBlock className="aspect-[1200/630] w-full" />
        </li>
      ))}
    </ul>
  );
};
