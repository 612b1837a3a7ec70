import { blogCopy } from '@/content/blog';
import Link from '@/components/ui/link';
import type { Crumb } from '@/lib/seo/json-ld';

/** The visible trail of an article, the same crumbs as its BreadcrumbList; the last one is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={blogCopy.article.breadcrumb} className="mb-6 text-sm text-ink-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-2">
              {/* The slash in a box as wide as Geist draws it: the fallback font's slash is narrower, and the
                  crumbs after it moved when Geist arrived. */}
              {index > 0 ? (
                <span aria-hidden="true" className="w-[0.48em] shrink-0 text-center text-ink-400">
                  /
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="font-medium text-ink-900">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="underline-offset-4 hover:text-brand-700 hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
