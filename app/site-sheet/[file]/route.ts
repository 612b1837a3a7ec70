import { SHEETS, SITE_SHEET_FILE } from '@/app/sheets';

// The whole stylesheet as a file, for a page that carried a sheet cut to its own rules when the visitor
// moves on (app/site-styles.tsx). Its name changes with its content; lib/security/headers.ts lets it be
// kept a year.

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: SITE_SHEET_FILE }];
}

export function GET() {
  return new Response(SHEETS.site, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
}
