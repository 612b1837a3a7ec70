import type { Stat } from '@/content/schemas';

/** Each statistic's box, label and figure: the site's stat cards, and the boxes on a dark band. */
const looks = {
  cards: { item: 'stat-card', label: 'stat-label', figure: 'stat-figure' },
  dark: {
    item: 'flex flex-col-reverse rounded-3xl bg-white/5 p-6 ring-1 ring-white/10',
    label: 'mt-2 text-ink-200',
    figure: 'text-5xl font-semibold tracking-tight text-white',
  },
} as const;

/** Statistics as a description list, each label (dt) with its figure (dd); `className` lays out the list. */
export function StatList({ stats, look, className }: { stats: Stat[]; look: keyof typeof looks; className: string }) {
  const classes = looks[look];
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.label} className={classes.item}>
          <dt className={classes.label}>{stat.label}</dt>
          <dd className={classes.figure}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
