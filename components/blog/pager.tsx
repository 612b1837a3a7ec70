import { blogCopy, pageLabel } from '@/content/blog';
import Link from '@/components/ui/link';
import { pagerItems } from '@/lib/blog/rules';
import { LinkPending } from './link-pending';
import { Glyph } from '@/components/ui/glyph';

const base = 'pager-link';

/**
 * Prev, the numbered pages (2 around the current, 3 at each end, an ellipsis for gaps) and Next.
 * Plain links, so every page is reachable without JavaScript and by crawlers.
 */
export function Pager({
  page,
  totalPages,
  hrefFor,
  label = blogCopy.pager.label,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const edge = (rel: 'prev' | 'next', target: number, enabled: boolean) => {
    const text = rel === 'prev' ? blogCopy.pager.previous : blogCopy.pager.next;
    return enabled ? (
      <Link href={hrefFor(target)} rel={rel} className={`${base} border border-ink-200 text-ink-800 hover:border-brand-400 hover:text-brand-700`}>
        {text}
        <LinkPending />
      </Link>
    ) : (
      <span aria-disabled="true" className={`${base} border border-ink-100 text-ink-300`}>
        {text}
      </span>
    );
  };
  return (
    <nav aria-label={label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge('prev', current - 1, current > 1)}</li>
        {pagerItems(current, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-400">
              <Glyph name="ellipsis" />
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={pageLabel(item)}
                className={`${base} ${item === current ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-brand-50 hover:text-brand-700'}`}
              >
                {item}
                <LinkPending />
              </Link>
            </li>
          ),
        )}
        <li>{edge('next', current + 1, current < totalPages)}</li>
      </ul>
    </nav>
  );
}
