import { homeCopy, homeStats } from '@/content/home';
import { ButtonLink } from '@/components/ui/button';
import { Glyph } from '@/components/ui/glyph';
import { StatList } from '@/components/ui/stat-list';

/** About the company, the Get Started call to action and the statistics (spec 2 "Home" and §9). */
export function DiscoverBand() {
  const band = homeCopy.discoverBand;
  return (
    <section aria-labelledby="home-discover-heading" className="bg-white py-20 sm:py-28">
      <div className="container-page grid gap-14 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.22em] text-brand-700">{band.eyebrow}</p>
          <h2
            id="home-discover-heading"
            className="mt-3 max-w-2xl text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl lg:text-5xl"
          >
            {band.heading}
          </h2>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-600">{band.body}</p>
          <ButtonLink href={band.cta.href} tone="ink" size="lg" className="mt-10">
            {band.cta.label}
            <Glyph name="next" />
          </ButtonLink>
        </div>
        <StatList stats={homeStats} look="cards" className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3" />
      </div>
    </section>
  );
}
