/** The site's sections: each page belongs to one by its first path segment (lib/seo/sections.ts has the rule). */
export const sectionKeys = ['home', 'discover', 'artistry', 'strategy', 'showcase', 'engage', 'legal'] as const;
export type SectionKey = (typeof sectionKeys)[number];
/** The blog's pages form a section of their own, which has no tagline and no page of its own key. */
export type Section = SectionKey | 'insight';

/** Each section's name: the logo's label beside the brand and the eyebrow of the generated share cards. */
export const sectionNames: Record<Section, string> = {
  home: 'Home',
  discover: 'Discover',
  artistry: 'Artistry',
  strategy: 'Strategy',
  showcase: 'Showcase',
  engage: 'Engage',
  legal: 'Legal',
  insight: 'Insight',
};
