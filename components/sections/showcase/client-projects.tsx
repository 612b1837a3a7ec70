import { Picture } from '@/components/ui/picture';
import Link from '@/components/ui/link';
import { labels } from '@/content/labels';
import type { ClientProject } from '@/content/schemas';
import { showcaseLabels } from '@/content/showcase';
import { caseStudyHref } from '@/lib/links';
import { Glyph } from '@/components/ui/glyph';

/** The two project blurbs of /showcase/clients-work, each with its live site (new tab) and four images. */
export function ClientProjects({ projects, liveLabel }: { projects: ClientProject[]; liveLabel: string }) {
  return (
    <div className="container-page space-y-24 py-20 lg:space-y-32 lg:py-28">
      {projects.map((project, projectIndex) => {
        const [lead, ...rest] = project.images;
        const id = `project-${projectIndex + 1}`;
        return (
          <section
            key={project.title}
            aria-labelledby={`${id}-heading`}
            className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-16"
          >
            <div className={`lg:sticky lg:top-28 ${projectIndex % 2 === 1 ? 'lg:order-2' : ''}`}>
              <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{project.kind}</p>
              <h2 id={`${id}-heading`} className="mt-3 text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
                {project.title}
              </h2>
              <p className="mt-5 text-lg leading-8 text-ink-600">{project.summary}</p>
              <div className="mt-8 flex flex-wrap items-center gap-4">
                <a
                  href={project.liveUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700"
                >
                  {liveLabel}
                  <span className="sr-only"> {showcaseLabels.liveSiteOf(project.title)}{labels.opensInNewTab}</span>
                  <Glyph name="external" />
                </a>
                {project.caseStudySlug ? (
                  <Link
                    href={caseStudyHref(project.caseStudySlug)}
                    className="font-semibold text-ink-900 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
                  >
                    {showcaseLabels.readCaseStudy}<span className="sr-only">: {project.title}</span>
                  </Link>
                ) : null}
              </div>
            </div>
            <ul className="grid grid-cols-2 gap-4 sm:gap-6" aria-label={labels.screensOf(project.title)}>
              {lead ? (
                <li className="col-span-2">
                  <Picture
                    image={lead}
                    sizes="(min-width: 1024px) 55vw, 100vw"
                    preload={projectIndex === 0}
                    className="w-full rounded-3xl shadow-sm ring-1 ring-ink-100"
                  />
                </li>
              ) : null}
              {rest.map((image, index) => (
                <li key={image.src} className={index === rest.length - 1 && rest.length % 2 === 1 ? 'col-span-2' : undefined}>
                  <Picture
                    image={image}
                    sizes={index === rest.length - 1 && rest.length % 2 === 1 ? '(min-width: 1024px) 55vw, 100vw' : '(min-width: 1024px) 28vw, 50vw'}
                    className="w-full rounded-3xl shadow-sm ring-1 ring-ink-100"
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
