import type { Stat } from '@/content/schemas';

/** The showcase's "Projects" header with its three statistic blocks. */
export function ProjectStats({ heading, intro, stats }: { heading: string; intro: string; stats: Stat[] }) {
  return (
    <section aria-labelledby="projects-heading" className="bg-ink-950 py-20 text-white lg:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-end">
        <div>
          <h2 id="projects-heading" className="text-4xl font-semibold tracking-tight sm:text-5xl">
            {heading}
          </h2>
          <p className="mt-4 max-w-md text-lg text-ink-200">{intro}</p>
        </div>
        <dl className="grid gap-6 sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-3xl bg-white/5 p-6 ring-1 ring-white/10">
              <dt className="mt-2 text-ink-200">{stat.label}</dt>
              <dd className="text-5xl font-semibold tracking-tight text-white">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
