import Link from 'next/link';
import { Suspense } from 'react';
import { LatestBlogs, LatestBlogsSkeleton } from '@/components/blog/latest-blogs';
import { homeCopy } from '@/content/home';

/** The latest Insight articles, streamed in behind their skeleton (spec 2 "Home": loaded lazily). */
export function BlogsSection() {
  const copy = homeCopy.blogs;
  return (
    <section aria-labelledby="home-blogs-heading" className="bg-ink-50 py-20 sm:py-28">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.22em] text-brand-700">From the Insight blog</p>
            <h2 id="home-blogs-heading" className="mt-3 text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl lg:text-5xl">
              {copy.heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-ink-600">{copy.intro}</p>
          </div>
          <Link
            href="/insight/page/1"
            className="inline-flex shrink-0 items-center gap-2 self-start rounded-full px-6 py-3 font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 transition-colors hover:bg-white sm:self-auto"
          >
            All articles
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className="mt-12">
          <Suspense fallback={<LatestBlogsSkeleton />}>
            <LatestBlogs />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
