import { testimonialsHeading } from '@/content/testimonials';
import { QuoteMark } from '@/components/ui/quote-mark';
import { testimonials } from '@/content/testimonials';

/** Card colours by the testimonial's `class` token; unknown tokens fall back to the first. */
const variants: Record<string, { card: string; mark: string }> = {
  'testimonial--sky': { card: 'from-accent-300/25 to-white ring-accent-300/60', mark: 'text-accent-700' },
  'testimonial--sand': { card: 'from-sun-300/30 to-white ring-sun-300/70', mark: 'text-ink-700' },
  'testimonial--mint': { card: 'from-brand-100 to-white ring-brand-200', mark: 'text-brand-700' },
};
const fallbackVariant = { card: 'from-ink-50 to-white ring-ink-100', mark: 'text-brand-700' };

/** The three client testimonials of home, artistry and strategy (spec 2 §3). */
export function Testimonials({ heading = testimonialsHeading, intro }: { heading?: string; intro?: string }) {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id="testimonials-heading" className="text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl lg:text-5xl">
            {heading}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-8 text-ink-600">{intro}</p> : null}
        </div>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {testimonials.map((item) => {
            const variant = variants[item.class] ?? fallbackVariant;
            return (
              <li key={item.id}>
                <figure
                  className={`flex h-full flex-col rounded-3xl bg-gradient-to-br p-8 ring-1 ${variant.card}`}
                >
                  <QuoteMark className={variant.mark} />
                  <blockquote className="mt-6 flex-1 text-lg leading-8 text-ink-800">
                    <p>{item.review}</p>
                  </blockquote>
                  <figcaption className="mt-8 border-t border-ink-900/10 pt-6">
                    <p className="font-semibold text-ink-900">{item.author}</p>
                    <p className="mt-1 text-sm text-ink-600">
                      {item.designation}, {item.organization}
                    </p>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
