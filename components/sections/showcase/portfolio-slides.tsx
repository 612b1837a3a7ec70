import { labels } from '@/content/labels';
import { Picture } from '@/components/ui/picture';
import type { CaseStudy } from '@/content/schemas';
import { caseStudyHref } from '@/lib/links';
import { ProjectSlider } from '@/components/sections/case-study/project-slider';
import { ButtonLink } from '@/components/ui/button';
import { Glyph } from '@/components/ui/glyph';

/** The /showcase/portfolio slides: one case study per slide, each linking to its page. */
export function PortfolioSlides({ label, cta, studies }: { label: string; cta: string; studies: CaseStudy[] }) {
  return (
    <ProjectSlider label={label}>
      {studies.map((study, index) => (
        <li key={study.slug} className="w-[88%] shrink-0 snap-start lg:w-[82%]">
          <article className="grid h-full overflow-hidden rounded-[2rem] bg-white shadow-sm ring-1 ring-ink-100 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
            <div className="bg-ink-100">
              <Picture
                image={study.img}
                sizes="(min-width: 1024px) 45vw, 88vw"
                preload={index === 0}
                className="h-full w-full object-cover"
              />
            </div>
            <div className="flex flex-col p-7 sm:p-10">
              <p className="font-mono text-sm text-brand-700">
                {String(index + 1).padStart(2, '0')} / {String(studies.length).padStart(2, '0')}
              </p>
              <p className="mt-4 text-xs font-semibold uppercase tracking-[0.18em] text-ink-500">
                {study.industry} · {study.year}
              </p>
              <h2 className="mt-2 text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{study.client}</h2>
              <p className="mt-4 leading-7 text-ink-600">{study.description}</p>
              <ul className="mt-5 flex flex-wrap gap-2" aria-label={labels.tags}>
                {study.tags.map(({ tag }) => (
                  <li key={tag} className="rounded-full bg-ink-50 px-3 py-1 text-xs font-medium text-ink-600">
                    #{tag}
                  </li>
                ))}
              </ul>
              <p className="mt-auto pt-8">
                <ButtonLink href={caseStudyHref(study.slug)}>
                  {cta}
                  <span className="sr-only">: {study.client}</span>
                  <Glyph name="next" />
                </ButtonLink>
              </p>
            </div>
          </article>
        </li>
      ))}
    </ProjectSlider>
  );
}
