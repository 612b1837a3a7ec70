'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { useState } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { sheetKey, sheetOf } from './sheets/routes';

/**
 * The site's stylesheet inside the page: nothing to fetch before the first paint. A key page carries a
 * sheet cut to its own rules, every other page the whole sheet (app/sheets/routes.ts). React hoists the
 * element into <head> and dedupes it by `href`, so the copy the HTML brought is the one the browser keeps:
 * the text is read on the server only (a client component, so it is written once in the HTML and not again
 * in the RSC payload; the browser build drops this branch and the text with it).
 *
 * A cut sheet lacks the rules of other pages, and stays in the document when the visitor moves on, so the
 * first move to a page of another sheet brings the whole sheet as a file (`siteSheet`) after it, which then
 * decides every rule; React holds that navigation until the file has loaded, which the browser prefetches
 * once the page is hydrated. The page is found from the router's segments, not the address, which differs
 * from the rendered page on the 404 page.
 */
export function SiteStyles({ siteSheet }: { siteSheet: string }) {
  // Null outside the app router (component tests).
  const segments = useSelectedLayoutSegments() as string[] | null;
  const sheet = sheetOf(`/${(segments ?? []).join('/')}`);
  const [firstSheet] = useState(sheet);
  const [movedOn, setMovedOn] = useState(false);
  if (!movedOn && sheet !== firstSheet) setMovedOn(true);
  const hydrated = useHydrated();

  const css: string =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    typeof window === 'undefined' ? (require('./sheets') as typeof import('./sheets')).SHEETS[firstSheet] : '';
  return (
    <>
      <style href={sheetKey(firstSheet)} precedence="default">
        {css}
      </style>
      {/* Two places: React refuses to turn one element from a plain <link> into a stylesheet. */}
      {firstSheet !== 'site' && hydrated ? <link rel="prefetch" href={siteSheet} /> : null}
      {firstSheet !== 'site' && movedOn ? <link rel="stylesheet" href={siteSheet} precedence="default" /> : null}
    </>
  );
}
