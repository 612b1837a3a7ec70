import { Picture } from '@/components/ui/picture';
import type { StrategyPanel } from '@/content/schemas';
import { StrategyPanelsReveal } from './strategy-panels-reveal';
import { CheckIcon } from '@/components/ui/check-icon';
import { TitledSection } from '@/components/ui/section-header';

/**
 * Off to the side only while the wrapper says `data-revealed="false"`, and only on windows wider than
 * 1000 px with motion allowed (the same rule as STRATEGY_SLIDE_IN_QUERY); the transition plays on reveal.
 */
const waiting = {
  left: 'min-[1001px]:motion-safe:group-data-[revealed=false]/reveal:-translate-x-40 min-[1001px]:motion-safe:group-data-[revealed=false]/reveal:opacity-0',
  right: 'min-[1001px]:motion-safe:group-data-[revealed=false]/reveal:translate-x-40 min-[1001px]:motion-safe:group-data-[revealed=false]/reveal:opacity-0',
};
const sliding = 'group-data-[revealed=true]/reveal:transition-[translate,opacity] group-data-[revealed=true]/reveal:duration-1000 group-data-[revealed=true]/reveal:ease-out';

export function StrategyPanels({ heading, panels }: { heading: string; panels: StrategyPanel[] }) {
  return (
    <TitledSection id="panels-heading" title={heading} className="overflow-x-clip py-20 lg:py-28" titleClassName="max-w-2xl">
      <StrategyPanelsReveal className="mt-14 space-y-10 lg:space-y-16">
        {panels.map((panel, index) => {
          const fromLeft = index % 2 === 0;
          return (
            <article
              key={panel.number}
              data-panel={panel.number}
              aria-labelledby={`panel-${panel.number}-heading`}
              className={`grid items-center gap-10 rounded-[2rem] border border-ink-100 bg-gradient-to-br from-white to-ink-50 p-6 shadow-sm sm:p-10 lg:grid-cols-2 lg:gap-16 lg:p-14 ${
                fromLeft ? waiting.left : waiting.right
              } ${sliding}`}
            >
              <div className={fromLeft ? '' : 'lg:order-2'}>
                <p
                  aria-hidden="true"
                  className="bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text text-6xl font-semibold tracking-tight text-transparent sm:text-7xl"
                >
                  {panel.number}
                </p>
                <h3 id={`panel-${panel.number}-heading`} className="mt-4 text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
                  <span className="sr-only">{panel.number}. </span>
                  {panel.title}
                </h3>
                <p className="mt-4 text-lg leading-8 text-ink-600">{panel.body}</p>
                <ul className="mt-6 space-y-3">
                  {panel.points.map((point) => (
                    <li key={point} className="flex gap-3 text-ink-700">
                      <CheckIcon size={22} tint=".12" className="mt-0.5 shrink-0 text-brand-600" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <Picture
                image={panel.image}
                sizes="(min-width: 1024px) 45vw, 100vw"
                className={`w-full rounded-3xl ring-1 ring-ink-100 ${fromLeft ? '' : 'lg:order-1'}`}
              />
            </article>
          );
        })}
      </StrategyPanelsReveal>
    </TitledSection>
  );
}
