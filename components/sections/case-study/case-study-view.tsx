import { caseStudyPageCopy as copy } from '@/content/portfolio';
import { labels } from '@/content/labels';
import { Picture } from '@/components/ui/picture';
import { inlinedSvg } from '@/lib/public-files';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { caseStudies, caseStudySections } from '@/content/portfolio';
import type { CaseStudy } from '@/content/schemas';
import { ContentsMenu } from './contents-menu';
import { ExternalLink } from '@/components/ui/external-link';
import { caseStudyHref } from '@/lib/links';
import { GlowBand } from '@/components/ui/glow-band';
import { CheckIcon } from '@/components/ui/check-icon';
import { NumberedCards } from '@/components/ui/numbered-card';
import { SectionTitle, TitledSection } from '@/components/ui/section-header';
import { Glyph } from '@/components/ui/glyph';

type SectionId = (typeof caseStudySections)[number]['id'];

const labelOf = (id: SectionId): string => caseStudySections.find((section) => section.id === id)?.label ?? id;

/** The sticky header is 64 px (80 px from lg): anchored headings land just below it. */
const anchorOffset = 'scroll-mt-24 lg:scroll-mt-28';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="case-section">
      <SectionTitle id={`${id}-heading`}>{title}</SectionTitle>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function nextCaseStudy(slug: string): CaseStudy | undefined {
  const index = caseStudies.findIndex((study) => study.slug === slug);
  return caseStudies[(index + 1) % caseStudies.length];
}

/** The full case study (spec 2 "Portfolio case study"): every section of the entity, in order. */
export function CaseStudyView({ study }: { study: CaseStudy }) {
  const next = nextCaseStudy(study.slug);
  const [feature, ...gallery] = study.gallery;

  return (
    <article>
      <GlowBand
        glow="bg-[radial-gradient(60rem_30rem_at_85%_-10%,color-mix(in_oklab,var(--color-brand-500)_45%,transparent),transparent),radial-gradient(40rem_22rem_at_0%_110%,color-mix(in_oklab,var(--color-accent-400)_22%,transparent),transparent)]"
        className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]"
        as="header"
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.22em] text-accent-300">
            <Link href="/showcase" className="hover:text-white">
              {copy.eyebrow}
            </Link>{' '}
            <span aria-hidden="true">/</span> {study.client}
          </p>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight sm:text-5xl">{study.title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-200">{study.description}</p>
          <dl className="mt-8 grid max-w-lg grid-cols-3 gap-6 border-t border-white/15 pt-6 text-sm">
            <div>
              <dt className="text-ink-300">{copy.client}</dt>
              <dd className="mt-1 font-semibold text-white">{study.client}</dd>
            </div>
            <div>
              <dt className="text-ink-300">{copy.industry}</dt>
              <dd className="mt-1 font-semibold text-white">{study.industry}</dd>
            </div>
            <div>
              <dt className="text-ink-300">{copy.year}</dt>
              <dd className="mt-1 font-semibold text-white">{study.year}</dd>
            </div>
          </dl>
          <ExternalLink
            href={study.liveUrl}
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-ink-950 transition-colors hover:bg-accent-300"
          >
            {copy.liveSite} <Glyph name="external" />
          </ExternalLink>
        </div>
        <Picture
          image={{ ...study.img, src: inlinedSvg(study.img.src) }}
          sizes="(min-width: 1024px) 50vw, 100vw"
          preload
          decoding="sync"
          className="w-full rounded-3xl shadow-2xl ring-1 ring-white/10"
        />
      </GlowBand>

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-24">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <ContentsMenu items={caseStudySections} />
        </aside>

        <div className="max-w-3xl space-y-16">
          <section id="introduction" aria-labelledby="introduction-heading" className={anchorOffset}>
            <SectionTitle id="introduction-heading">{copy.introduction}</SectionTitle>
            <p className="mt-6 text-xl leading-9 text-ink-700">{study.introduction}</p>
          </section>

          <Section id="challenge" title={labelOf('challenge')}>
            <p className="text-lg leading-8 text-ink-700">{study.challenge}</p>
          </Section>

          <Section id="scope" title={labelOf('scope')}>
            <NumberedCards
              as="ol"
              items={study.scope.map((item) => ({ title: item.scopeHeading, body: item.scopeParagraph }))}
              className="grid gap-5 sm:grid-cols-2"
              cardClassName="rounded-3xl border border-ink-100 p-6"
            />
          </Section>

          <Section id="solution" title={labelOf('solution')}>
            <ul className="space-y-4">
              {study.solution.map((item) => (
                <li key={item} className="case-point">
                  <CheckIcon size={24} tint=".15" className="mt-1 shrink-0 text-accent-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="website" title={labelOf('website')}>
            <ul className="divide-y divide-ink-100 rounded-3xl border border-ink-100">
              {study.website.map((item) => (
                <li key={item.webHeading} className="p-6">
                  <h3 className="text-lg font-semibold text-ink-900">{item.webHeading}</h3>
                  <p className="mt-2 leading-7 text-ink-600">{item.webParagraph}</p>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="results" title={labelOf('results')}>
            <h3 className="text-xl font-semibold text-brand-700">{study.res}</h3>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2">
              {study.results.map((item) => (
                <li
                  key={item.resultHeading}
                  className="case-result"
                >
                  <h4 className="text-xl font-semibold tracking-tight text-ink-900">{item.resultHeading}</h4>
                  <p className="mt-2 leading-7 text-ink-600">{item.resultParagraph}</p>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="conclusion" title={labelOf('conclusion')}>
            <p className="text-lg leading-8 text-ink-700">{study.conclusion}</p>
            <ul className="mt-8 flex flex-wrap gap-2" aria-label={labels.tags}>
              {study.tags.map(({ tag }) => (
                <li key={tag} className="case-tag">
                  #{tag}
                </li>
              ))}
            </ul>
            <p className="mt-8">
              <ExternalLink
                href={study.liveUrl}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
              >
                {copy.seeLive(study.client, new URL(study.liveUrl).host)} <Glyph name="external" />
              </ExternalLink>
            </p>
          </Section>
        </div>
      </div>

      <TitledSection id="gallery-heading" title={copy.gallery} className="bg-ink-50 py-16 lg:py-24">
        <p className="mt-3 max-w-2xl text-lg text-ink-600">{copy.galleryIntro(study.client)}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {feature ? (
            <li className="sm:col-span-2">
              <Picture
                image={feature}
                sizes="(min-width: 1280px) 1216px, 100vw"
                className="case-shot"
              />
            </li>
          ) : null}
          {gallery.map((image) => (
            <li key={image.src}>
              <Picture
                image={image}
                sizes="(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw"
                className="case-shot"
              />
            </li>
          ))}
        </ul>
      </TitledSection>

      <section aria-labelledby="next-heading" className="bg-ink-950 py-16 text-white lg:py-20">
        <div className="container-page flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="next-heading" className="text-3xl font-semibold tracking-tight sm:text-4xl">
              {copy.ctaHeading}
            </h2>
            <p className="mt-3 max-w-xl text-lg text-ink-200">
              {copy.ctaText}
            </p>
          </div>
          <div className="flex flex-wrap gap-4">
            <Link
              href="/engage"
              className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700"
            >
              {copy.start}
            </Link>
            {next && next.slug !== study.slug ? (
              <Link
                href={caseStudyHref(next.slug)}
                className="rounded-full border border-white/30 px-6 py-3 font-semibold text-white transition-colors hover:bg-white hover:text-ink-950"
              >
                {copy.next(next.client)}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
    </article>
  );
}
