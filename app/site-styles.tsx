'use client';

/**
 * The site's stylesheet inside the page: nothing to fetch before the first paint. React hoists the
 * element into <head> and dedupes it by `href`, so the copy the HTML brought is the one the browser keeps,
 * across navigations too: the text is read on the server only (a client component, so it is written once
 * in the HTML and not again in the RSC payload; the browser build drops this branch and the text with it).
 */
const css: string =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./site.inline-css') as typeof import('./site.inline-css')).default : '';

export function SiteStyles() {
  return (
    <style href="site-stylesheet" precedence="default">
      {css}
    </style>
  );
}
