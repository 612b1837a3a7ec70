/**
 * Which stylesheet a path's page carries in its <head> (app/site-styles.tsx): each page a sheet cut to the
 * rules of its section (app/sheets/*.inline-css), Next.js's own 404 page one cut to the rules every page
 * shares; a path no pattern names, the whole sheet. Read in the browser too, so it names the sheets without
 * their text (app/sheets/index.ts holds that, on the server).
 */
export type SheetName =
  | 'site'
  | 'home'
  | 'listing'
  | 'article'
  | 'case-study'
  | 'legal'
  | 'discover'
  | 'artistry'
  | 'showcase'
  | 'engage'
  | 'strategy'
  | 'newsletter'
  | 'not-found';

// Each pattern covers exactly the paths of the pages its sheet's `@rules-of` names; the first that matches
// decides, so a root article's one segment comes last.
const ROUTES: readonly (readonly [SheetName, RegExp])[] = [
  ['home', /^\/$/],
  ['listing', /^\/(?:insight\/page\/[^/]+(?:\/filtered)?|blog\/[^/]+\/page\/[^/]+|insight\/search|insight\/unavailable)$/],
  ['article', /^\/(?:insight\/blogs\/[^/]+\/[^/]+|blog\/[^/]+|insight\/preview\/[^/]+)$/],
  ['case-study', /^\/portfolio-profile\/[^/]+$/],
  ['legal', /^\/legal(?:\/(?:privacy|refund|terms))?$/],
  ['discover', /^\/discover(?:\/(?:team|all-team|testimonials|investor-relations|media-marvels|team\/profile\/[^/]+))?$/],
  ['artistry', /^\/artistry(?:\/(?:website-design|app-design|seo|logo-stationary))?$/],
  ['showcase', /^\/showcase(?:\/(?:portfolio|clients-work))?$/],
  ['engage', /^\/engage$/],
  ['strategy', /^\/strategy$/],
  ['newsletter', /^\/newsletter\/(?:confirm|confirmed|unsubscribe|unsubscribed)$/],
  // The page Next.js answers a path that matches no route with, whose one segment the router names
  // `/_not-found`.
  ['not-found', /^\/\/_not-found$/],
  // Any other one segment is a root article (app/[blogSlug]) or its 404.
  ['article', /^\/[^/]+$/],
];

export function sheetOf(pathname: string): SheetName {
  return ROUTES.find(([, pattern]) => pattern.test(pathname))?.[0] ?? 'site';
}

/** The `href` React dedupes the sheet's <style> element by. */
export function sheetKey(name: SheetName): string {
  return name === 'site' ? 'site-stylesheet' : `site-stylesheet-${name}`;
}
