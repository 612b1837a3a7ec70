// The frames a post may embed. Kept apart from the sanitizer so the Content-Security-Policy (proxy.ts)
// can allow the same hosts without loading sanitize-html.

/** Hosts whose /embed/ pages may be framed (YouTube, including its privacy-enhanced domain). */
export const EMBED_HOSTS: readonly string[] = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
];

/** True for an https YouTube embed URL such as https://www.youtube-nocookie.com/embed/{id}. */
export function isAllowedEmbed(src: string | undefined): boolean {
  if (!src) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname) && url.pathname.startsWith('/embed/') && url.username === '' && url.password === '';
}
