import { getLatestPosts } from '@/lib/blog';
import { blogHref, categoryLabel, listingDescription, listingTitle } from '@/lib/blog/rules';
import type { Blog } from '@/lib/blog/types';
import { LatestBlogsCarousel, type CarouselPost } from './latest-blogs-carousel';
import { BlogLoader } from './loader';
import { imageSource } from '@/components/ui/image-attributes';
import { postImageAttributes } from './post-image';
import { PostCard } from './post-card';
import { readOr } from './read';

/** One card's width: a third of the row from md, the full width below. */
const CAROUSEL_IMAGE_SIZES = '(min-width: 768px) 33vw, 100vw';

/** A card image's attributes, computed here so the carousel island carries no next/image code. */
function carouselImage(src: string) {
  const attributes = postImageAttributes(src, { alt: '', sizes: CAROUSEL_IMAGE_SIZES });
  return attributes && imageSource(attributes);
}

/** The slim shape the carousel needs (no post body is sent to the browser). */
export function toCarouselPost(post: Blog): CarouselPost {
  return {
    href: blogHref(post),
    title: listingTitle(post.blog_title),
    description: listingDescription(post.blog_description),
    category: categoryLabel(post),
    date: post.formatted_date,
    ...(post.blog_feature_image ? { image: carouselImage(post.blog_feature_image) } : {}),
    ...(post.date ? { dateTime: post.date } : {}),
  };
}

/**
 * The home page's latest blogs (spec 1 §2): reads the latest posts on the server and hands them to the
 * carousel. A failed read is logged and shows "No latest blogs found." (spec 1 §8). Render it lazily:
 *
 *   <Suspense fallback={<LatestBlogsSkeleton />}>
 *     <LatestBlogs />
 *   </Suspense>
 */
export async function LatestBlogs() {
  const posts = await readOr('latest posts', () => getLatestPosts(), []);
  return <LatestBlogsCarousel posts={posts.map(toCarouselPost)} />;
}

/**
 * The loading animation shown while the latest blogs load: the loader over three card skeletons. Next.js
 * writes the streamed posts after it in a hidden element that an inline script moves into place, so
 * without JavaScript they never arrive: there it is hidden (`noscript:`) rather than loading for ever,
 * and the section's own link leads to the articles.
 */
export function LatestBlogsSkeleton() {
  return (
    <div className="noscript:hidden">
      <BlogLoader />
      <ul aria-hidden="true" className="mt-6 grid gap-6 md:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className={index === 0 ? 'block' : 'hidden md:block'}>
            <PostCard.Skeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
