import { servicePageCopy } from '@/content/service-pages';
import { FramedPicture, Picture } from '@/components/ui/picture';
import Link from '@/components/ui/link';
import { caseStudiesBySlugs } from '@/content/portfolio';
import { requireServicePage } from '@/content/service-pages';
import { getTeamMember } from '@/content/team';
import { technologies } from '@/content/technologies';
import { CaseStudyCard } from '@/components/sections/case-study/case-study-card';
import { profileHref } from '@/lib/links';
import { ProjectSlider } from '@/components/sections/case-study/project-slider';
import { GlowBand } from '@/components/ui/glow-band';
import { NumberedCards } from '@/components/ui/numbered-card';
import { SectionTitle } from '@/components/ui/section-header';
import { HydrateLater } from '@/components/ui/hydrate-later';

/**
 * The four service pages under /artistry share this layout: hero, how we work, what is included,
 * project slides, the technology list (web and app design) and three team cards.
 */
export function ServicePageView({ path }: { path: string }) {
  const page = requireServicePage(path);
  const projects = caseStudiesBySlugs(page.projectSlugs);
  const team = page.teamSlugs.flatMap((slug) => {
    const member = getTeamMember(slug);
    return member ? [member] : [];
  });

  return (
    <>
      <GlowBand
        glow="bg-[radial-gradient(55rem_28rem_at_90%_0%,color-mix(in_oklab,var(--color-brand-500)_50%,transparent),transparent),radial-gradient(40rem_22rem_at_0%_100%,color-mix(in_oklab,var(--color-accent-400)_22%,transparent),transparent)]"
        className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:py-24"
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.22em] text-accent-300">
            <Link href="/artistry" className="hover:text-white">
              {servicePageCopy.eyebrow}
            </Link>
          </p>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight sm:text-5xl lg:text-6xl">{page.heading}</h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-200">{page.intro}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              href="/engage"
              className="rounded-full bg-white px-6 py-3 font-semibold text-ink-950 transition-colors hover:bg-accent-300"
            >
              {servicePageCopy.start}
            </Link>
            <a
              href="#projects"
              className="rounded-full border border-white/30 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10"
            >
              {servicePageCopy.seeWork}
            </a>
          </div>
        </div>
        <FramedPicture
          frame="overflow-hidden rounded-3xl bg-white/5 shadow-2xl ring-1 ring-white/10"
          image={page.image}
          sizes="(min-width: 1024px) 50vw, 100vw"
          preload
          className="w-full"
        />
      </GlowBand>

      <section aria-labelledby="approach-heading" className="container-page grid gap-12 py-20 lg:grid-cols-2 lg:gap-20 lg:py-28">
        <div>
          <SectionTitle id="approach-heading">{servicePageCopy.approach}</SectionTitle>
          {page.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-6 text-lg leading-8 text-ink-600">
              {paragraph}
            </p>
          ))}
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{servicePageCopy.included}</h2>
          <NumberedCards
            items={page.highlights}
            className="mt-6 grid gap-5 sm:grid-cols-2"
            cardClassName="rounded-3xl border border-ink-100 bg-ink-50/60 p-6"
          />
        </div>
      </section>

      <section id="projects" aria-labelledby="projects-heading" className="scroll-mt-24 bg-ink-50 py-20 lg:scroll-mt-28 lg:py-28">
        <div className="container-page">
          <SectionTitle id="projects-heading" className="max-w-2xl">{page.projectsHeading}</SectionTitle>
          <HydrateLater className="mt-4">
            <ProjectSlider label={servicePageCopy.slides}>
              {projects.map((study) => (
                <li key={study.slug} className="w-[85%] shrink-0 snap-start sm:w-[55%] lg:w-[calc((100%-3rem)/3)]">
                  <CaseStudyCard study={study} />
                </li>
              ))}
            </ProjectSlider>
          </HydrateLater>
        </div>
      </section>

      {page.showTechnologies ? (
        <section aria-labelledby="technologies-heading" className="container-page py-20 lg:py-28">
          <SectionTitle id="technologies-heading">{servicePageCopy.technologies}</SectionTitle>
          <p className="mt-4 max-w-2xl text-lg text-ink-600">
            {servicePageCopy.technologiesIntro}
          </p>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {technologies.map((technology) => (
              <li
                key={technology.name}
                className="rounded-3xl border border-ink-100 p-6 transition-colors hover:border-brand-200 hover:bg-brand-50/40"
              >
                <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent-700">{technology.category}</p>
                <h3 className="mt-2 text-xl font-semibold text-ink-900">{technology.name}</h3>
                <p className="mt-3 leading-7 text-ink-600">{technology.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="team-heading" className="bg-ink-950 py-20 text-white lg:py-28">
        <div className="container-page">
          <h2 id="team-heading" className="max-w-2xl text-3xl font-semibold tracking-tight sm:text-4xl">
            {page.teamHeading}
          </h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-3">
            {team.map((member) => (
              <li key={member.slug} className="group relative overflow-hidden rounded-3xl bg-white/5 ring-1 ring-white/10 focus-within:ring-2 focus-within:ring-accent-300">
                <Picture
                  image={member.image}
                  sizes="(min-width: 640px) 30vw, 100vw"
                  className="aspect-[4/5] w-full object-cover transition duration-500 group-hover:scale-[1.03]"
                />
                <div className="p-6">
                  <h3 className="text-xl font-semibold">
                    <Link href={profileHref(member.slug)} className="cover-focus after:absolute after:inset-0 focus-visible:outline-none">
                      {member.name}
                    </Link>
                  </h3>
                  <p className="mt-1 text-ink-200">{member.designation}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="container-page py-20 text-center lg:py-28">
        <SectionTitle id="cta-heading" className="mx-auto max-w-2xl">{servicePageCopy.ctaHeading}</SectionTitle>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink-600">
          {servicePageCopy.ctaText}
        </p>
        <Link
          href="/engage"
          className="mt-8 inline-flex rounded-full bg-brand-600 px-7 py-3.5 font-semibold text-white transition-colors hover:bg-brand-700"
        >
          {servicePageCopy.contact}
        </Link>
      </section>
    </>
  );
}
