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
                  className="story"
                >
                  <article className="story-card">
                    <Picture
                      image={study.img}
                      sizes="(min-width: 640px) 50vw, 100vw"
                      className="story-img"
                    />
                    <div className="story-body">
                      <p className="story-eyebrow">
                        <span className="tabular-nums">{String(index + 1).padStart(2, '0')}</span>
                        <span aria-hidden="true"> · </span>
                        {study.industry}
                      </p>
                      <h3 className="story-title">{study.title}</h3>
                      <p className="story-summary">{study.description}</p>
                      <p className="story-intro">{study.introduction}</p>
                      <ul aria-label="Tags" className="mt-5 flex flex-wrap gap-2">
                        {study.tags.map(({ tag }) => (
                          <li key={tag} className="tag-chip">
                            #{tag}
                          </li>
                        ))}
                      </ul>
                      <Link
                        href={`/portfolio-profile/${study.slug}`}
                        className="story-link"
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
