// The share card of every page that has no image of its own: what the generated 1200x630 PNG shows
// (brand, section, the page's title) and the alt text that og:image:alt and twitter:image:alt carry.
// Blog pages keep their own images (lib/blog/og.tsx through app/insight).
import { caseStudyHref } from '@/lib/links';
import { pageCopy, staticRoutes } from '@/content/pages';
import { caseStudies } from '@/content/portfolio';
import { sectionNames } from '@/content/sections';
import { site } from '@/content/site';
import { profileCopy, teamMembers } from '@/content/team';
import { profileHref } from '@/lib/links';
import { sectionOf } from './sections';

export type ShareCard = {
  /** The section's name above the title. */
  eyebrow: string;
  title: string;
  subtitle: string;
  /** One of the site's own illustrations, drawn behind the text. */
  illustration?: string;
  alt: string;
};

function card(path: string, title: string, illustration?: string): ShareCard {
  const section = sectionOf(path) ?? 'home';
  const eyebrow = sectionNames[section];
  const tagline = section === 'insight' ? site.shortName : site.taglines[section];
  return { eyebrow, title, subtitle: `${site.name} - ${tagline}`, illustration, alt: `${site.name}, ${eyebrow}: ${title}` };
}

/** Every page with a generated share card, keyed by its canonical path. */
function allCards(): Map<string, ShareCard> {
  const cards = new Map<string, ShareCard>();
  for (const route of staticRoutes) cards.set(route, card(route, pageCopy[route].heading));
  for (const study of caseStudies) cards.set(caseStudyHref(study.slug), card(caseStudyHref(study.slug), study.title, study.img.src));
  for (const member of teamMembers) {
    const path = profileHref(member.slug);
    cards.set(path, { ...card(path, member.name), subtitle: profileCopy.role(member.designation) });
  }
  return cards;
}

let cache: Map<string, ShareCard> | undefined;

export function shareCardFor(path: string): ShareCard | undefined {
  cache ??= allCards();
  return cache.get(path);
}

export function shareCardPaths(): string[] {
  cache ??= allCards();
  return [...cache.keys()];
}

/** Where a page's generated share image is served: /og for home, /og{path} for any other page. */
export function shareImagePath(path: string): string {
  return path === '/' ? '/og' : `/og${path}`;
}
