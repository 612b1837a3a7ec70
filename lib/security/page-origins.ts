import { site } from '@/content/site';
import { EMBED_HOSTS } from '@/lib/blog/embeds';
import { getConfig } from '@/lib/config';
import { originOf } from './csp';
import type { PageOrigins } from './headers';

let origins: PageOrigins | undefined;

/** The origins a page's policy names, from the site's content and the environment (read once). */
export function pageOrigins(): PageOrigins {
  if (origins) return origins;
  const config = getConfig();
  const present = (values: (string | undefined)[]) => values.filter((origin): origin is string => Boolean(origin));
  origins = {
    siteUrl: config.siteUrl,
    frameOrigins: present([...EMBED_HOSTS.map((host) => `https://${host}`), originOf(site.mapEmbedUrl)]),
    imageOrigins: present([originOf(config.imageHost), originOf(config.upstreamApiHost)]),
  };
  return origins;
}
