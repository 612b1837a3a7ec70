import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS, isAllowedEmbed } from './embeds';
import { resolveImageUrl } from './image-url';

export { EMBED_HOSTS, isAllowedEmbed };

// Post bodies come from markdown files and from the upstream API; both may carry raw HTML, so both are
// sanitized on the server with one allow-list before they reach `dangerouslySetInnerHTML`.

function isExternalHref(href: string | undefined): boolean {
  return href !== undefined && /^https?:\/\//i.test(href.trim());
}

// Ids survive only with the prefix remark-rehype gives footnotes, so post HTML cannot clobber the page's ids.
function prefixId(id: string | undefined): string | undefined {
  if (!id) return undefined;
  const clean = id.replace(/[^A-Za-z0-9_-]/g, '');
  if (!clean) return undefined;
  return clean.startsWith('user-content-') ? clean : `user-content-${clean}`;
}

function withoutUndefined(attribs: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attribs)) if (value !== undefined) out[key] = value;
  return out;
}

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

const lazyImage = (tagName: string, attribs: sanitizeHtml.Attributes) => ({
  tagName,
  attribs: { ...attribs, loading: 'lazy', decoding: 'async' },
});

// Code blocks and tables scroll sideways when wider than the column; a tab stop lets keyboard users
// scroll them too (WCAG 2.1.1). A post's own tabindex is replaced, so it cannot reorder the page's focus.
const scrollable = (tagName: string, attribs: sanitizeHtml.Attributes) => ({
  tagName,
  attribs: { ...attribs, tabindex: '0' },
});

const baseOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...headingTags,
    'p', 'a', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'em', 'strong', 'b', 'i', 's', 'del', 'ins',
    'sup', 'sub', 'mark', 'kbd', 'abbr', 'small', 'img', 'figure', 'figcaption', 'hr', 'br', 'span',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'dl', 'dt', 'dd', 'section',
    'iframe', 'input',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'id', 'aria-describedby', 'aria-label', 'data-footnote-ref', 'data-footnote-backref'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy', 'frameborder'],
    input: ['type', 'checked', 'disabled'],
    th: ['align', 'colspan', 'rowspan', 'scope'],
    td: ['align', 'colspan', 'rowspan'],
    ol: ['start'],
    li: ['id'],
    sup: ['id'],
    section: ['data-footnotes'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    abbr: ['title'],
    code: ['class'],
    pre: ['class', 'tabindex'],
    table: ['tabindex'],
    span: ['class'],
    ul: ['class'],
    '*': [],
  },
  // Only classes that syntax highlighters, GFM task lists and footnotes emit: site utility classes
  // (e.g. "fixed inset-0") in a post could otherwise lay content over the page.
  allowedClasses: {
    code: ['language-*', 'hljs', 'hljs-*'],
    pre: ['language-*', 'hljs'],
    span: ['hljs-*', 'token', 'keyword', 'string', 'comment', 'number', 'operator', 'punctuation', 'function', 'class-name', 'tag', 'attr-name', 'attr-value', 'property', 'selector', 'builtin', 'boolean', 'regex', 'variable', 'line', 'highlighted'],
    ul: ['contains-task-list'],
    li: ['task-list-item'],
    section: ['footnotes'],
    h2: ['sr-only'],
    a: ['data-footnote-backref'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'select', 'button'],
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.id === undefined && attribs['aria-describedby'] === undefined) return { tagName, attribs };
      return {
        tagName,
        attribs: withoutUndefined({
          ...attribs,
          id: prefixId(attribs.id),
          'aria-describedby': prefixId(attribs['aria-describedby']),
        }),
      };
    },
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      void _target;
      void _rel;
      const external = isExternalHref(rest.href);
      return {
        tagName,
        attribs: withoutUndefined({
          ...rest,
          target: external ? '_blank' : undefined,
          rel: external ? 'noopener noreferrer' : undefined,
        }),
      };
    },
    img: lazyImage,
    pre: scrollable,
    table: scrollable,
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
        title: attribs.title?.trim() ? attribs.title : 'Embedded video',
      },
    }),
    // GFM task-list checkboxes are the only inputs worth keeping, and only as read-only checkboxes.
    input: (tagName, attribs) => ({
      tagName,
      attribs: withoutUndefined({
        type: attribs.type?.toLowerCase(),
        disabled: '',
        checked: attribs.checked !== undefined ? '' : undefined,
      }),
    }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'iframe') return !isAllowedEmbed(frame.attribs.src);
    if (frame.tag === 'input') return frame.attribs.type !== 'checkbox';
    return false;
  },
};

const optionsByImageHost = new Map<string, sanitizeHtml.IOptions>();

// With an image host, relative image paths in upstream HTML point at it, as the feature images do.
function optionsFor(imageHost: string | undefined): sanitizeHtml.IOptions {
  if (!imageHost) return baseOptions;
  let options = optionsByImageHost.get(imageHost);
  if (!options) {
    options = {
      ...baseOptions,
      transformTags: {
        ...baseOptions.transformTags,
        img: (tagName, attribs) => {
          const src = attribs.src?.trim();
          const relative = src !== undefined && !src.startsWith('//') && !/^[a-z][a-z0-9+.-]*:/i.test(src);
          const resolved = relative ? resolveImageUrl(src, imageHost) : undefined;
          return lazyImage(tagName, resolved ? { ...attribs, src: resolved } : attribs);
        },
      },
    };
    optionsByImageHost.set(imageHost, options);
  }
  return options;
}

/**
 * Sanitizes post HTML with the blog's allow-list (see the module comment). `imageHost` resolves
 * relative image paths (upstream posts); local posts leave it out.
 */
export function sanitizePostHtml(html: string, options: { imageHost?: string | undefined } = {}): string {
  return referenceWideCharacters(sanitizeHtml(html, optionsFor(options.imageHost)));
}

/**
 * Writes each character above U+00FF of sanitized HTML as a numeric character reference, which the
 * browser reads back as the same character in text and attribute values alike (the allow-list has no
 * script or style element, where it would not). A page whose HTML holds such a character is a two-byte
 * string for Node.js to re-encode on every response (components/ui/glyph.tsx).
 */
function referenceWideCharacters(html: string): string {
  return html.replace(/[^\u0000-\u00ff]/gu, (character) => `&#x${character.codePointAt(0)!.toString(16)};`);
}
