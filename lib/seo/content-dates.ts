// When a page's content last changed, for the sitemap's lastmod (never the build time). Node only: read by
// next-sitemap.config.js after the build.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { sectionOf } from './sections';

// The content files each section's pages are drawn from; every page also shows content/pages.ts (its
// heading and copy) and content/site.ts (the brand).
const sectionFiles: Record<string, string[]> = {
  home: ['home.ts', 'hero.ts', 'services.ts', 'portfolio.ts', 'partners.ts', 'testimonials.ts'],
  discover: ['discover.ts', 'team.ts', 'testimonials.ts', 'events.ts', 'publications.ts', 'partners.ts'],
  artistry: ['service-pages.ts', 'offerings.ts', 'technologies.ts'],
  strategy: ['strategy.ts'],
  showcase: ['showcase.ts', 'portfolio.ts'],
  engage: ['engage.ts'],
  legal: ['legal.ts'],
};

/** The content files (relative to the project) a static page, case study or team profile is drawn from. */
export function contentFilesFor(pathname: string): string[] {
  const own = pathname.startsWith('/portfolio-profile/')
    ? ['portfolio.ts']
    : pathname.startsWith('/discover/team/profile/')
      ? ['team.ts']
      : (sectionFiles[sectionOf(pathname) ?? 'home'] ?? []);
  return ['pages.ts', 'site.ts', ...own].map((file) => `content/${file}`);
}

/**
 * The last change of any of `files`: the date of the last commit that touched them, or, outside a git
 * checkout, their newest modification time. Undefined when neither is known.
 */
export function lastChanged(files: readonly string[], root: string): Date | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (out) return new Date(out);
  } catch {
    // Not a git checkout (a release archive): fall through to the files' times.
  }
  const times = files.flatMap((file) => {
    try {
      return [statSync(path.join(root, file)).mtime.getTime()];
    } catch {
      return [];
    }
  });
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}
