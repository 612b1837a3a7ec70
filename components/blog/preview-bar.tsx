import { previewCopy } from '@/content/preview';

/** The bar above a draft in preview: says so, and ends preview with a plain link (works without JavaScript). */
export function PreviewBar() {
  return (
    <div role="region" aria-label={previewCopy.label} className="bg-sun-300 text-ink-900">
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
        <p className="font-semibold">
          {previewCopy.label} —{' '}
          {/* A plain link to a route handler, not next/link: a prefetch would end preview. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/api/preview/exit" className="underline underline-offset-2 hover:no-underline">
            {previewCopy.exit}
          </a>
        </p>
        <p>{previewCopy.explanation}</p>
      </div>
    </div>
  );
}
