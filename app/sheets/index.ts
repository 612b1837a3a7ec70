import { createHash } from 'node:crypto';
import { scriptHashSource } from '@/lib/security/csp';
import site from '../site.inline-css';
import article from './article.inline-css';
import artistry from './artistry.inline-css';
import caseStudy from './case-study.inline-css';
import discover from './discover.inline-css';
import engage from './engage.inline-css';
import home from './home.inline-css';
import legal from './legal.inline-css';
import listing from './listing.inline-css';
import newsletter from './newsletter.inline-css';
import notFound from './not-found.inline-css';
import showcase from './showcase.inline-css';
import strategy from './strategy.inline-css';
import type { SheetName } from './routes';

// The text of every stylesheet a page may carry (app/sheets/routes.ts says which), on the server only:
// the pages' <head>, the whole sheet's own URL, and the hashes that let the Content-Security-Policy allow
// each of them.

export const SHEETS: Readonly<Record<SheetName, string>> = {
  site,
  home,
  listing,
  article,
  'case-study': caseStudy,
  legal,
  discover,
  artistry,
  showcase,
  engage,
  strategy,
  newsletter,
  'not-found': notFound,
};

/** The `style-src-elem` sources of the sheets, one per sheet. */
export const SHEET_HASH_SOURCES: readonly string[] = [...new Set(Object.values(SHEETS))].map(scriptHashSource);

/**
 * The whole sheet as a file (app/site-sheet/[file]/route.ts), named by its content so that it can be kept a
 * year: what a page cut to its own rules loads once the visitor moves on to another page.
 */
export const SITE_SHEET_FILE = `${createHash('sha256').update(site).digest('hex').slice(0, 16)}.css`;
export const SITE_SHEET_PATH = `/site-sheet/${SITE_SHEET_FILE}`;
