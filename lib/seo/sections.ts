/**
 * The site's sections and the rule that maps a path to its section. Free of zod and of the site
 * configuration on purpose: the logo (a client component) uses it, and anything imported here ships to
 * every visitor's browser.
 */
export const sectionKeys = ['home', 'discover', 'artistry', 'strategy', 'showcase', 'engage', 'legal'] as const;
export type SectionKey = (typeof sectionKeys)[number];
export type Section = SectionKey | 'insight';

const sectionAliases: Record<string, Section> = {
  '': 'home',
  'portfolio-profile': 'showcase',
  insight: 'insight',
  blog: 'insight',
};

/** A page's section is its first path segment, with the aliases of the spec. Unknown paths give undefined. */
export function sectionOf(pathname: string): Section | undefined {
  const first = pathname.split('?')[0]!.split('/').filter(Boolean)[0] ?? '';
  if (first in sectionAliases) return sectionAliases[first];
  return (sectionKeys as readonly string[]).includes(first) ? (first as SectionKey) : undefined;
}
