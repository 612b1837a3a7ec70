/**
 * The HTML of a post with every relative `href` and `src` made absolute against `base` (the post's own URL),
 * for feeds, which readers show away from the site. Post bodies are sanitized HTML, whose attribute values
 * are always double-quoted.
 */
export function absoluteUrlsIn(html: string, base: string): string {
  return html.replace(/(\s(?:href|src)=")([^"]*)"/g, (whole, prefix: string, value: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return whole;
    try {
      // Attribute values are HTML-escaped: `&amp;` in a query stays as written.
      const resolved = new URL(value.replace(/&amp;/g, '&'), base).href.replace(/&/g, '&amp;');
      return `${prefix}${resolved}"`;
    } catch {
      return whole;
    }
  });
}
