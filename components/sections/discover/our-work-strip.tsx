import { FramedPicture } from '@/components/ui/picture';
import Link from '@/components/ui/link';
import type { CaseStudy } from '@/content/schemas';
import { ourWorkIntro } from '@/content/portfolio';
import type { DiscoverCopy } from '@/content/discover';
import { HorizontalPin } from './horizontal-pin';
import { ButtonLink } from '@/components/ui/button';
import { Glyph } from '@/components/ui/glyph';
import { BandHeading } from '@/components/ui/band-heading';

/**
 * "Our Work" on /discover: the first four case studies. On xl screens (motion allowed) a pinned strip
 * that slides sideways with the scroll; otherwise a grid of one column, two from md.
 */
export function OurWorkStrip({ copy, studies }: { copy: DiscoverCopy['ourWork']; studies: CaseStudy[] }) {
  return (
    <section aria-labelledby="our-work-heading" className="overflow-hidden bg-ink-950 text-white">
      <HorizontalPin className="py-20 sm:py-24 xl:motion-safe:py-12">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <BandHeading id="our-work-heading" size="xl" tone="dark" title={copy.heading} text={copy.intro} />
          </div>
          <ButtonLink href={copy.viewAll.href} tone="white" className="shrink-0 self-start md:self-auto">
            {copy.viewAll.label}
            <Glyph name="next" />
          </ButtonLink>
        </div>
        <div
          data-strip-viewport=""
          className="container-page mt-12 xl:motion-safe:max-w-none xl:motion-safe:overflow-x-auto xl:motion-safe:px-0 xl:motion-safe:[scrollbar-width:none] xl:motion-safe:[&::-webkit-scrollbar]:hidden"
        >
          {/* In strip mode the row spans the window; its padding lines the first card up with the page column. */}
          <ul
            data-strip-track=""
            className="grid gap-8 md:grid-cols-2 xl:motion-safe:flex xl:motion-safe:w-max xl:motion-safe:px-[max(2rem,calc(50vw-38rem))]"
          >
            {studies.map((study) => (
              <li
                key={study.slug}
                className="group relative flex flex-col overflow-hidden rounded-3xl bg-white/5 ring-1 ring-white/10 transition-colors hover:bg-white/10 xl:motion-safe:w-[26rem] xl:motion-safe:shrink-0"
              >
                <FramedPicture
                  frame="overflow-hidden"
                  image={study.img}
                  sizes="(min-width: 1280px) 26rem, (min-width: 768px) 45vw, 90vw"
                  // Cards slide in from clipped overflow on xl, where lazy loading would wait too long.
                  loading="eager"
                  className="h-auto w-full transition-transform duration-700 group-hover:scale-105"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold">{study.title}</h3>
                  <p className="mt-3 flex-1 leading-7 text-ink-200">{ourWorkIntro(study.introduction)}</p>
                  <Link
                    href={`/portfolio-profile/${study.slug}`}
                    className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-accent-300 after:absolute after:inset-0 after:content-[''] hover:text-white"
                  >
                    {copy.readMoreLabel}
                    <span className="sr-only">: {study.title}</span>
                    <Glyph name="next" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </HorizontalPin>
    </section>
  );
}
