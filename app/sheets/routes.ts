/**
 * Which stylesheet a path's page carries in its <head> (app/site-styles.tsx): the key pages a sheet cut
 * to their own rules (app/sheets/*.inline-css), every other page the whole sheet. Read in the browser
 * too, so it names the sheets without their text (app/sheets/index.ts holds that, on the server).
 */
export type SheetName = 'site' | 'home' | 'listing' | 'article' | 'case-study' | 'legal';

// Each pattern covers exactly the paths of the pages its sheet's `@rules-of` names.
const ROUTES: readonly (readonly [SheetName, RegExp])[] = [
  ['home', /^\/$/],
  ['listing', /^\/insight\/page\/[^/]+(?:\/filtered)?$/],
  ['article', /^\/insight\/blogs\/[^/]+\/[^/]+$/],
  ['case-study', /^\/portfolio-profile\/[^/]+$/],
  ['legal', /^\/legal(?:\/(?:privacy|refund|terms))?$/],
];

export function sheetOf(pathname: string): SheetName {
  return ROUTES.find(([, pattern]) => pattern.test(pathname))?.[0] ?? 'site';
}

/** The `href` React dedupes the sheet's <style> element by. */
export function sheetKey(name: SheetName): string {
  return name === 'site' ? 'site-stylesheet' : `site-stylesheet-${name}`;
}
