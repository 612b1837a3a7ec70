import { pageCopy, type StaticRoute } from '@/content/pages';
import { GlowBand } from './glow-band';

/** The heading block at the top of a content page. */
export function PageHeader({ eyebrow, title, intro }: { eyebrow?: string; title: string; intro?: string }) {
  return (
    <GlowBand
      glow="bg-[radial-gradient(60rem_30rem_at_80%_-10%,color-mix(in_oklab,var(--color-brand-500)_45%,transparent),transparent),radial-gradient(40rem_20rem_at_0%_110%,color-mix(in_oklab,var(--color-accent-400)_25%,transparent),transparent)]"
      className="py-16 sm:py-24"
    >
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.22em] text-accent-300">{eyebrow}</p> : null}
      <h1 className="mt-3 max-w-4xl text-4xl font-semibold tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
      {intro ? <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-200">{intro}</p> : null}
    </GlowBand>
  );
}

/** The page header of a static route, with the heading and intro its page copy gives it. */
export function RoutePageHeader({ route, eyebrow }: { route: StaticRoute; eyebrow: string }) {
  const copy = pageCopy[route];
  return <PageHeader eyebrow={eyebrow} title={copy.heading} intro={copy.intro} />;
}
