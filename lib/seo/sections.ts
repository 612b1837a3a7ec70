/**
 * The site's sections and the rule that maps a path to its section. Free of zod and of the site
 * configuration on purpose: the logo (a client component) uses it, and anything imported here ships to
 * every visitor's browser.
 */
import { sectionKeys, type Section, type SectionKey } from '@/content/sections';

export { sectionKeys, type Section, type SectionKey };

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
