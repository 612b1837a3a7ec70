import type { Section } from '@/lib/seo/sections';

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
