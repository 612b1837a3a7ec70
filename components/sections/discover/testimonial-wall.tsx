import { Picture } from '@/components/ui/picture';
import { QuoteMark } from '@/components/ui/quote-mark';
import type { PageTestimonial } from '@/content/schemas';
import { ScrollColumns } from './scroll-columns';

const COLUMNS = 4;

/** Splits the cards into consecutive runs, so reading order stays 1, 2, 3 ... when the columns collapse. */
function toColumns<T>(items: readonly T[], columns: number): T[][] {
  const size = Math.ceil(items.length / columns);
  return Array.from({ length: columns }, (_, index) => items.slice(index * size, (index + 1) * size));
}

function TestimonialCard({ entry }: { entry: PageTestimonial }) {
  return (
    <article aria-labelledby={`testimonial-${entry.id}`} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-900/5">
      <QuoteMark wall className="text-brand-300" />
      <blockquote className="mt-4 text-[0.975rem] leading-7 text-ink-700">
        <p>{entry.testimonial}</p>
      </blockquote>
      <div className="mt-6 flex items-center gap-3 border-t border-ink-100 pt-5">
        <Picture
          image={entry.img}
          sizes="3rem"
          className="h-12 w-12 shrink-0 rounded-full"
        />
        <div className="min-w-0">
          <h3 id={`testimonial-${entry.id}`} className="font-semibold text-ink-900">
            {entry.name}
          </h3>
          <p className="text-sm text-ink-500">{entry.role}</p>
        </div>
      </div>
    </article>
  );
}

/**
 * The 23 testimonial cards in four columns that drift in opposite directions with the scroll on wide
 * screens (spec 2 "Testimonials"). Below xl the columns dissolve into a 1-3 column grid.
 */
export function TestimonialWall({ testimonials }: { testimonials: PageTestimonial[] }) {
  return (
    <ScrollColumns
      shift={120}
      className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 xl:items-start xl:gap-6 xl:py-12"
    >
      {toColumns(testimonials, COLUMNS).map((column, index) => (
        <div key={index} data-scroll-column="" className={`contents xl:flex xl:flex-col xl:gap-6 ${index % 2 === 1 ? 'xl:mt-16' : ''}`}>
          {column.map((entry) => (
            <TestimonialCard key={entry.id} entry={entry} />
          ))}
        </div>
      ))}
    </ScrollColumns>
  );
}
