import { blogCopy } from '@/content/blog';
import Link from '@/components/ui/link';
import {
  blogHref,
  categoryDescription,
  categoryLabel,
  categoryTitle,
  listingDescription,
  listingTitle,
} from '@/lib/blog/rules';
import type { Blog } from '@/lib/blog/types';
import { SkeletonBlock } from './loader';
import { PostImage } from './post-image';
import { LinkPending } from './link-pending';
import { Glyph } from '@/components/ui/glyph';

export type PostCardVariant = 'listing' | 'category';

// The spec cuts titles and descriptions differently on the listing and the category screen (spec 1 §9).
const cut: Record<PostCardVariant, { title: (text: string) => string; description: (text: string) => string }> = {
  listing: { title: listingTitle, description: listingDescription },
  category: { title: categoryTitle, description: categoryDescription },
};

/** A post in a listing: feature image, title, description, date and "Read More". */
export function PostCard({ post, variant = 'listing', priority = false }: { post: Blog; variant?: PostCardVariant; priority?: boolean }) {
  const href = blogHref(post);
  const title = cut[variant].title(post.blog_title);
  return (
    <article className="group post-card duration-300">
      <div className="overflow-hidden bg-ink-100">
        <PostImage
          src={post.blog_feature_image}
          alt=""
          label={categoryLabel(post)}
          sizes="(min-width: 1280px) 26rem, (min-width: 640px) 45vw, 100vw"
          priority={priority}
          className="post-card-img"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        {post.formatted_date ? (
          <time dateTime={post.date} className="text-sm text-ink-500">
            {post.formatted_date}
          </time>
        ) : null}
        <h2 className="mt-2 text-xl font-semibold leading-snug tracking-tight text-ink-900">
          <Link href={href} title={title === post.blog_title ? undefined : post.blog_title} className="hover:text-brand-700">
            {title}
            <LinkPending />
          </Link>
        </h2>
        {post.blog_description ? <p className="mt-3 flex-1 leading-7 text-ink-600">{cut[variant].description(post.blog_description)}</p> : <div className="flex-1" />}
        <Link
          href={href}
          className="read-more"
        >
          {blogCopy.readMore}<span className="sr-only">: {post.blog_title}</span>
          <Glyph name="next" className="transition-transform group-hover:translate-x-0.5" />
          <LinkPending />
        </Link>
      </div>
    </article>
  );
}

/** The same card's shape while posts load (loading.tsx), so the two cannot drift apart. */
PostCard.Skeleton = function PostCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white">
      <SkeletonBlock className="aspect-[1200/630] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <SkeletonBlock className="h-4 w-32" />
        <SkeletonBlock className="h-6 w-11/12" />
        <SkeletonBlock className="h-4 w-full" />
        <SkeletonBlock className="h-4 w-4/5" />
        <SkeletonBlock className="mt-3 h-5 w-24" />
      </div>
    </div>
  );
};

/** A grid of post cards (two columns from small screens up). */
export function PostGrid({ posts, variant = 'listing' }: { posts: readonly Blog[]; variant?: PostCardVariant }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2">
      {posts.map((post, index) => (
        <li key={post.blog_slug}>
          <PostCard post={post} variant={variant} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

PostGrid.Skeleton = function PostGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-8 sm:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <PostCard.Skeleton />
        </li>
      ))}
    </ul>
  );
};
