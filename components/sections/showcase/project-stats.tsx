import type { Stat } from '@/content/schemas';
import { StatList } from '@/components/ui/stat-list';

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
        <StatList stats={stats} look="dark" className="grid gap-6 sm:grid-cols-3" />
      </div>
    </section>
  );
}
