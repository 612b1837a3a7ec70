// The build's reminder of the placeholder block in content/site.ts. Loaded by next.config.ts, so it imports
// with relative paths (the '@/' alias is the bundler's, not Node's).
import { placeholderEntries, type PlaceholderEntry } from '../content/site';
import { getConfig } from './config';

/** Reserved for documentation and tests (RFC 2606, RFC 6761): an address there reaches no one. */
const RESERVED = /\.(example|invalid|test|localhost)$/i;

function hostOf(value: string): string {
  const at = value.lastIndexOf('@');
  if (at > 0 && !value.includes('://')) return value.slice(at + 1);
  try {
    return new URL(value).hostname;
  } catch {
    return '';
  }
}

/** The placeholders still on a reserved host (an `.example` link, an `@….example` address). */
export function unsetPlaceholders(entries: readonly PlaceholderEntry[] = placeholderEntries()): PlaceholderEntry[] {
  return entries.filter((entry) => RESERVED.test(hostOf(entry.value)));
}

function isLocalSite(siteUrl: string): boolean {
  try {
    const host = new URL(siteUrl).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
  } catch {
    return true;
  }
}

/**
 * The warning a build prints for a real site (NEXT_PUBLIC_SITE_URL not on localhost) while placeholders
 * remain, or undefined.
 */
export function placeholderWarning(
  siteUrl: string = getConfig().siteUrl,
  entries: readonly PlaceholderEntry[] = placeholderEntries(),
): string | undefined {
  if (isLocalSite(siteUrl)) return undefined;
  const unset = unsetPlaceholders(entries);
  if (unset.length === 0) return undefined;
  return [
    `Warning: ${unset.length} placeholder ${unset.length === 1 ? 'link is' : 'links are'} still set in content/site.ts (PLACEHOLDERS block) for ${siteUrl}:`,
    ...unset.map((entry) => `  - ${entry.name}: ${entry.value}`),
  ].join('\n');
}
