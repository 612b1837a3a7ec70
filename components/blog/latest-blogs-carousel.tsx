'use client';

import { blogCopy } from '@/content/blog';
import { labels } from '@/content/labels';
import Link from '@/components/ui/link';
import { useState } from 'react';
import { lazyImageAttributes, type ImageSource } from '@/components/ui/image-attributes';
import { POST_IMAGE_CLASS, PostImageView } from './post-image-view';
import { LinkPending } from './link-pending';
import { Glyph } from '@/components/ui/glyph';

/** What a carousel card needs; built on the server so post bodies never reach the browser. */
export type CarouselPost = {
  href: string;
  title: string;
  description: string;
  /** The feature image's attributes, computed on the server (postImageAttributes). */
  image?: ImageSource;
  category: string;
  date: string;
  dateTime?: string;
};

/** Blogs shown at once from the md breakpoint up (spec 1 §9); one on small screens. */
export const CAROUSEL_VISIBLE = 3;

/** Indexes shown from `start`, wrapping around the end; never more than the list holds. */
export function visibleIndexes(start: number, total: number, count: number = CAROUSEL_VISIBLE): number[] {
  if (total <= 0) return [];
  const first = ((start % total) + total) % total;
  return Array.from({ length: Math.min(count, total) }, (_, offset) => (first + offset) % total);
}

/** The next start index in a direction, wrapping at both ends. */
export function step(start: number, total: number, direction: 1 | -1): number {
  return total <= 0 ? 0 : (((start + direction) % total) + total) % total;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d={direction === 'left' ? 'M12 4 6 10l6 6' : 'm8 4 6 6-6 6'} stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The home page's latest blogs: 3 at a time with previous/next controls that wrap around (spec 1 §2). */
export function LatestBlogsCarousel({ posts }: { posts: readonly CarouselPost[] }) {
  const [start, setStart] = useState(0);
  if (posts.length === 0) return <p className="text-lg text-ink-600">{blogCopy.latest.empty}</p>;
  const shown = visibleIndexes(start, posts.length);
  const first = shown[0]! + 1;
  const last = shown[shown.length - 1]! + 1;
  const button =
    'inline-flex h-11 w-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-600 hover:text-white';
  return (
    <section aria-roledescription={labels.carousel} aria-label={blogCopy.latest.label}>
      <ul className="grid gap-6 md:grid-cols-3">
        {shown.map((index, position) => {
          const post = posts[index]!;
          return (
            <li
              key={`${post.href}-${position}`}
              aria-roledescription={labels.slide}
              aria-label={labels.slideOf(index + 1, posts.length)}
              className={position === 0 ? 'block' : 'hidden md:block'}
            >
              <article className="group post-card">
                <div className="overflow-hidden bg-ink-100">
                  <PostImageView
                    image={post.image && { ...lazyImageAttributes(post.image), className: `${POST_IMAGE_CLASS} post-card-img` }}
                    alt=""
                    label={post.category}
                    className="post-card-img"
                  />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <p className="flex flex-wrap items-center gap-x-3 text-sm text-ink-500">
                    <span className="font-semibold text-brand-700">{post.category}</span>
                    {post.date ? <time dateTime={post.dateTime}>{post.date}</time> : null}
                  </p>
                  <h3 className="mt-2 text-lg font-semibold leading-snug text-ink-900">
                    <Link href={post.href} className="hover:text-brand-700">
                      {post.title}
                      <LinkPending />
                    </Link>
                  </h3>
                  <p className="mt-3 flex-1 text-ink-600">{post.description}</p>
                  <Link href={post.href} className="mt-5 self-start font-semibold text-brand-700 hover:text-brand-900">
                    {blogCopy.readMore}<span className="sr-only">: {post.title}</span> <Glyph name="next" />
                    <LinkPending />
                  </Link>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {posts.length > 1 ? (
        <div className="mt-8 flex items-center justify-center gap-4">
          <button type="button" onClick={() => setStart((value) => step(value, posts.length, -1))} className={button}>
            <span className="sr-only">{blogCopy.latest.previous}</span>
            <Arrow direction="left" />
          </button>
          <p aria-live="polite" className="min-w-24 text-center text-sm text-ink-500">
            <span className="md:hidden">
              {first} / {posts.length}
            </span>
            <span className="hidden md:inline">
              {first === last ? (
                first
              ) : (
                <>
                  {first}
                  <Glyph name="range" spoken />
                  {last}
                </>
              )}{' '}
              / {posts.length}
            </span>
          </p>
          <button type="button" onClick={() => setStart((value) => step(value, posts.length, 1))} className={button}>
            <span className="sr-only">{blogCopy.latest.next}</span>
            <Arrow direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
