/**
 * A feature image URL that is safe to render: absolute http(s) URLs are kept, relative paths are resolved
 * against `imageHost` when given (else made site-relative), anything else (javascript:, data:,
 * protocol-relative, backslashes) gives undefined.
 */
export function resolveImageUrl(src: string | undefined, imageHost?: string): string | undefined {
  const value = src?.trim();
  if (!value || /[\s\\]/.test(value) || value.startsWith('//')) return undefined;
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).href;
    } catch {
      return undefined;
    }
  }
  // Any other scheme (javascript:, data:, ...) before the first slash is refused.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined;
  if (imageHost) {
    try {
      return new URL(value.replace(/^\/+/, ''), `${imageHost.replace(/\/+$/, '')}/`).href;
    } catch {
      return undefined;
    }
  }
  return value.startsWith('/') ? value : `/${value}`;
}
