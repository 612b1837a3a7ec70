import { Suspense } from 'react';
import { LatestBlogs, LatestBlogsSkeleton } from '@/components/blog/latest-blogs';
import { homeBlogsLabels, homeCopy } from '@/content/home';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { Glyph } from '@/components/ui/glyph';

/** The latest Insight articles, streamed in behind their skeleton (spec 2 "Home": loaded lazily). */
export function BlogsSection() {
  const copy = homeCopy.blogs;
  return (
    <section aria-labelledby="home-blogs-heading" className="bg-ink-50 py-20 sm:py-28">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeader
            id="home-blogs-heading"
            eyebrow={homeBlogsLabels.eyebrow}
            title={copy.heading}
            intro={copy.intro}
            size="lg"
            className="max-w-2xl"
          />
          <ButtonLink href="/insight/page/1" tone="outline-on-tint" className="shrink-0 self-start sm:self-auto">
            {homeBlogsLabels.all}
            <Glyph name="next" />
          </ButtonLink>
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
