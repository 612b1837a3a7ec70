import { getImageProps } from 'next/image';
import { imageSource } from '@/components/ui/image-attributes';
import Link from 'next/link';
import { homeCopy } from '@/content/home';
import { featuredCaseStudies } from '@/content/portfolio';
import { PortfolioPinned } from './portfolio-pinned';
import { ButtonLink } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { SectionHeader } from '@/components/ui/section-header';
import { Glyph } from '@/components/ui/glyph';

/** The first four case studies (spec 2 §9): pinned image on desktop, stacked cards on mobile. */
export function PortfolioSection() {
  const copy = homeCopy.portfolio;
  const slides = featuredCaseStudies.map((study) => ({
    image: imageSource(getImageProps({ ...study.img, sizes: '(min-width: 1280px) 42rem, 50vw' }).props),
    title: study.client,
  }));

  return (
    <section aria-labelledby="home-portfolio-heading" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeader id="home-portfolio-heading" title={copy.heading} intro={copy.intro} size="lg" className="max-w-2xl" />
          <ButtonLink href={copy.viewMore.href} tone="outline" className="shrink-0 self-start sm:self-auto">
            {copy.viewMore.label}
            <Glyph name="next" />
          </ButtonLink>
        </div>

        <div className="mt-14 lg:mt-4">
          <PortfolioPinned slides={slides}>
            <ol className="grid gap-8 sm:grid-cols-2 lg:block">
              {featuredCaseStudies.map((study, index) => (
                <li
                  key={study.slug}
                  data-portfolio-index={index}
                  className="lg:flex lg:min-h-[70vh] lg:flex-col lg:justify-center lg:py-10"
                >
                  <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100 lg:overflow-visible lg:rounded-none lg:shadow-none lg:ring-0">
                    <Picture
                      image={study.img}
                      sizes="(min-width: 640px) 50vw, 100vw"
                      className="aspect-[3/2] w-full bg-ink-100 object-cover lg:hidden"
                    />
                    <div className="flex flex-1 flex-col p-6 sm:p-8 lg:p-0">
                      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brand-700">
                        <span className="tabular-nums">{String(index + 1).padStart(2, '0')}</span>
                        <span aria-hidden="true"> · </span>
                        {study.industry}
                      </p>
                      <h3 className="mt-3 text-2xl font-semibold tracking-tight text-ink-900 lg:text-3xl">{study.title}</h3>
                      <p className="mt-4 hidden text-lg leading-8 text-ink-600 lg:block">{study.description}</p>
                      <p className="mt-4 flex-1 leading-7 text-ink-600 lg:hidden">{study.introduction}</p>
                      <ul aria-label="Tags" className="mt-5 flex flex-wrap gap-2">
                        {study.tags.map(({ tag }) => (
                          <li key={tag} className="tag-chip">
                            #{tag}
                          </li>
                        ))}
                      </ul>
                      <Link
                        href={`/portfolio-profile/${study.slug}`}
                        className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-ink-900 underline decoration-brand-300 decoration-2 underline-offset-8 transition-colors hover:text-brand-700 hover:decoration-brand-600"
                      >
                        View case study<span className="sr-only">: {study.client}</span>
                        <Glyph name="next" />
                      </Link>
                    </div>
                  </article>
                </li>
              ))}
            </ol>
          </PortfolioPinned>
        </div>
      </div>
    </section>
  );
}
