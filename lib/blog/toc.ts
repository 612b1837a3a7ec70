// The table of contents of an article: its body's h2 and h3 headings, each given an id to link to.
import { htmlToText, slugify } from './rules';

export type TocEntry = { id: string; text: string; level: 2 | 3 };

// Post bodies are sanitized HTML (./sanitize): attributes double-quoted, headings never nested.
const HEADING = /<h([23])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g;
const ID_ATTRIBUTE = /\sid="([^"]*)"/;

/**
 * The body with an id on every h2 and h3 that lacks one, and the list of those headings. New ids take the
 * prefix the sanitizer gives post ids (`user-content-`), so they cannot clash with the page's own.
 */
export function withTableOfContents(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const body = html.replace(HEADING, (whole, level: string, attributes: string, inner: string) => {
    const text = htmlToText(inner);
    const existing = ID_ATTRIBUTE.exec(attributes)?.[1];
    let id = existing ?? `user-content-${slugify(text) || 'section'}`;
    if (!existing) {
      for (let n = 2; used.has(id); n += 1) id = `user-content-${slugify(text) || 'section'}-${n}`;
    }
    used.add(id);
    if (text) toc.push({ id, text, level: level === '2' ? 2 : 3 });
    return existing ? whole : `<h${level} id="${id}"${attributes}>${inner}</h${level}>`;
  });
  return { html: body, toc };
}
