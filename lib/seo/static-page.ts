import type { Metadata } from 'next';
import { pageCopy, type StaticRoute } from '@/content/pages';
import { buildMetadata } from './metadata';

const sectionRoots = new Set<string>(['/', '/discover', '/artistry', '/strategy', '/showcase', '/engage', '/legal']);

/**
 * Metadata of a static route from its copy in content/pages.ts. Section roots keep the brand-and-tagline
 * title and use their main heading as og:title (spec README, "Document titles").
 */
export function staticPageMetadata(path: StaticRoute): Metadata {
  const copy = pageCopy[path];
  return buildMetadata({
    path,
    title: copy.title,
    ogTitle: sectionRoots.has(path) ? copy.heading : undefined,
    description: copy.description,
  });
}
