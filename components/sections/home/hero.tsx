import Link from '@/components/ui/link';
import { HERO_MOBILE_COUNT, heroGrid, heroTiles } from '@/content/hero';
import { homeCopy } from '@/content/home';
import { pageCopy } from '@/content/pages';
import { site } from '@/content/site';
import { HeroMobileTiles } from './hero-mobile-tiles';
import { HeroGrid } from './hero-grid';
import { heroTileContent } from './hero-tile-image';
import { Glyph } from '@/components/ui/glyph';

// The `hero-tile` class (globals.css): hover and keyboard focus lift a tile towards the viewer and up the
// tilted plane, in plain CSS, read on the tile's cell, which never moves, so a lifted tile cannot slide
// out from under the pointer.

/**
 * The tiles' width at every window width: the phone tiles below the large breakpoint, the desktop grid from
 * it up. One `sizes` for both sets, so both islands read the same tiles.
 */
const TILE_SIZES = '(min-width: 1280px) 11vw, (min-width: 1024px) 10vw, (min-width: 640px) 30vw, 45vw';

/** Home hero: the headline, the two calls to action and the client-site tiles (spec 2 "Home"). */
export function HomeHero() {
  const heading = pageCopy['/'].heading;
  const [primary, secondary] = homeCopy.hero.ctas;
  const tiles = heroTiles.map((tile) => heroTileContent(tile, TILE_SIZES));

  return (
    <section aria-labelledby="home-hero-heading" className="relative isolate overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(55rem_32rem_at_85%_10%,color-mix(in_oklab,var(--color-brand-500)_50%,transparent),transparent),radial-gradient(40rem_24rem_at_0%_100%,color-mix(in_oklab,var(--color-accent-400)_22%,transparent),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-30 [background-image:linear-gradient(color-mix(in_oklab,white_6%,transparent)_1px,transparent_1px),linear-gradient(90deg,color-mix(in_oklab,white_6%,transparent)_1px,transparent_1px)] [background-size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
      />

      <div className="container-page relative grid gap-12 pb-20 pt-14 sm:pt-20 lg:min-h-[40rem] lg:grid-cols-[minmax(0,27rem)_1fr] lg:items-center lg:py-24 xl:min-h-[44rem] xl:grid-cols-[minmax(0,32rem)_1fr]">
        <div className="relative z-10">
          <p className="text-sm font-semibold uppercase tracking-[0.22em] text-accent-300">{site.name}</p>
          <h1
            id="home-hero-heading"
            className="mt-4 text-5xl font-semibold leading-[1.05] tracking-tight sm:text-6xl xl:text-7xl"
          >
            {heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-200 sm:text-xl">{homeCopy.hero.line}</p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            {primary ? (
              <Link
                href={primary.href}
                // A width its label fits in both fonts, so the button beside it stays put when Geist's wider
                // letters replace the fallback's.
                className="inline-flex min-w-42 items-center justify-center gap-2 rounded-full bg-brand-600 px-7 py-3.5 font-semibold text-white shadow-lg shadow-brand-900/40 transition-colors hover:bg-brand-500"
              >
                {primary.label}
                <Glyph name="next" />
              </Link>
            ) : null}
            {secondary ? (
              <Link
                href={secondary.href}
                className="inline-flex items-center rounded-full px-7 py-3.5 font-semibold text-white ring-1 ring-inset ring-white/30 transition-colors hover:bg-white/10"
              >
                {secondary.label}
                {/* "Learn More" alone says nothing out of context (screen-reader link lists, search engines). */}
                <span className="sr-only"> {homeCopy.hero.secondaryContext}</span>
              </Link>
            ) : null}
          </div>
        </div>

        <HeroMobileTiles tiles={tiles} count={HERO_MOBILE_COUNT} />
      </div>

      <div
        data-testid="hero-grid"
        className="absolute inset-y-0 right-0 hidden w-[54%] items-center justify-center lg:flex xl:w-[56%]"
      >
        <HeroGrid tiles={tiles} columns={heroGrid.columns} rows={heroGrid.rows} />
      </div>
    </section>
  );
}
