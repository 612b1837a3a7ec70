import { Picture } from '@/components/ui/picture';
import Link from '@/components/ui/link';
import type { DiscoverSlide } from '@/content/schemas';
import type { DiscoverCopy } from '@/content/discover';
import { SlideParallax } from './slide-parallax';
import { Glyph } from '@/components/ui/glyph';

/**
 * The six service slides of /discover: from md up, rows alternating picture and text with a gentle
 * parallax on the pictures; below md, a plain list with a small thumbnail.
 */
export function DiscoverSlides({ copy, slides }: { copy: DiscoverCopy['slides']; slides: DiscoverSlide[] }) {
  return (
    <section aria-labelledby="discover-slides-heading" className="py-20 sm:py-28">
      <div className="container-page">
        <h2 id="discover-slides-heading" className="text-4xl font-semibold tracking-tight text-ink-900 sm:text-5xl">
          {copy.heading}
        </h2>
        <SlideParallax className="mt-12 md:mt-16">
          <ol className="divide-y divide-ink-100 md:divide-y-0 md:space-y-24">
            {slides.map((slide, index) => (
              <li
                key={slide.title}
                className="flex gap-5 py-6 first:pt-0 md:grid md:grid-cols-2 md:items-center md:gap-12 md:py-0 lg:gap-20"
              >
                <div
                  className={`w-24 shrink-0 overflow-hidden rounded-2xl bg-ink-100 sm:w-32 md:w-auto md:rounded-3xl ${
                    index % 2 === 1 ? 'md:order-last' : ''
                  }`}
                >
                  <Picture
                    data-parallax-image=""
                    image={slide.image}
                    sizes="(min-width: 768px) 45vw, 8rem"
                    className="h-auto w-full md:scale-[1.15]"
                  />
                </div>
                <div className="min-w-0">
                  <p className="text-sm font-semibold tabular-nums text-brand-700" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </p>
                  <h3 className="mt-1 text-xl font-semibold tracking-tight text-ink-900 md:mt-3 md:text-4xl">{slide.title}</h3>
                  <p className="mt-2 leading-7 text-ink-600 md:mt-5 md:text-lg md:leading-8">{slide.body}</p>
                  <Link
                    href={slide.href}
                    className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 md:mt-8 md:rounded-full md:bg-brand-600 md:px-6 md:py-3 md:text-white md:hover:bg-brand-700 md:hover:text-white"
                  >
                    {copy.readMoreLabel}
                    <span className="sr-only">: {slide.title}</span>
                    <Glyph name="next" />
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        </SlideParallax>
      </div>
    </section>
  );
}
