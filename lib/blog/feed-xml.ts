// RSS 2.0 and Atom 1.0 documents written from a `feed` Feed object. Every value is escaped as XML text
// (no CDATA, which a `]]>` in a title can close) and stripped of characters XML 1.0 cannot carry, so no
// title, description, tag or body can break the document or add markup to it.
import type { Feed } from 'feed';

// Characters outside XML 1.0's Char production (C0 controls but tab/LF/CR, lone surrogates, U+FFFE/U+FFFF).
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A string as XML character data or a double-quoted attribute value. */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
}

type Attributes = Record<string, string | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
}

/** One element; `children` are already-written elements, a string is text. */
function el(name: string, attrs: Attributes, content?: string | readonly string[]): string {
  if (content === undefined) return `<${name}${attributes(attrs)}/>`;
  const inner = typeof content === 'string' ? escapeXml(content) : `\n${content.join('\n')}\n`;
  return `<${name}${attributes(attrs)}>${inner}</${name}>`;
}

const optional = (value: string | undefined, write: (value: string) => string): string[] => (value ? [write(value)] : []);

const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

export function rss2(feed: Feed): string {
  const { options } = feed;
  const updated = options.updated ?? new Date();
  const items = feed.items.map((item) =>
    el('item', {}, [
      el('title', {}, item.title),
      el('link', {}, item.link),
      el('guid', { isPermaLink: 'false' }, item.id ?? item.link),
      el('pubDate', {}, item.date.toUTCString()),
      ...optional(item.description, (text) => el('description', {}, text)),
      ...optional(item.content, (html) => el('content:encoded', {}, html)),
      ...(item.author ?? []).map((author) =>
        el('author', {}, author.email && author.name ? `${author.email} (${author.name})` : (author.name ?? author.email ?? '')),
      ),
      ...(item.category ?? []).map((category) => el('category', { domain: category.domain }, category.name ?? '')),
      ...(typeof item.image === 'object' ? [el('enclosure', { url: item.image.url, length: '0', type: item.image.type })] : []),
    ]),
  );
  const channel = el('channel', {}, [
    el('title', {}, options.title),
    el('link', {}, options.link ?? options.id),
    el('description', {}, options.description ?? ''),
    el('lastBuildDate', {}, updated.toUTCString()),
    el('docs', {}, 'https://validator.w3.org/feed/docs/rss2.html'),
    ...optional(options.generator || undefined, (text) => el('generator', {}, text)),
    ...optional(options.language, (text) => el('language', {}, text)),
    ...optional(options.image, (url) =>
      el('image', {}, [el('title', {}, options.title), el('url', {}, url), el('link', {}, options.link ?? options.id)]),
    ),
    ...optional(options.copyright, (text) => el('copyright', {}, text)),
    ...feed.categories.map((name) => el('category', {}, name)),
    ...optional(options.feedLinks?.rss as string | undefined, (href) => el('atom:link', { href, rel: 'self', type: 'application/rss+xml' })),
    ...items,
  ]);
  const namespaces = {
    version: '2.0',
    'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
    'xmlns:atom': 'http://www.w3.org/2005/Atom',
  };
  return `${DECLARATION}\n${el('rss', namespaces, [channel])}\n`;
}

function atomPerson(name: string, person: { name?: string; email?: string; link?: string }): string {
  return el(name, {}, [
    el('name', {}, person.name ?? ''),
    ...optional(person.email, (email) => el('email', {}, email)),
    ...optional(person.link, (uri) => el('uri', {}, uri)),
  ]);
}

export function atom1(feed: Feed): string {
  const { options } = feed;
  const updated = options.updated ?? new Date();
  const entries = feed.items.map((item) =>
    el('entry', {}, [
      el('title', { type: 'text' }, item.title),
      el('id', {}, item.id ?? item.link),
      el('link', { rel: 'alternate', href: item.link }),
      ...(typeof item.image === 'object' ? [el('link', { rel: 'enclosure', href: item.image.url, type: item.image.type })] : []),
      el('updated', {}, item.date.toISOString()),
      ...optional(item.description, (text) => el('summary', { type: 'text' }, text)),
      ...optional(item.content, (html) => el('content', { type: 'html' }, html)),
      ...(item.author ?? []).map((author) => atomPerson('author', author)),
      ...(item.category ?? []).map((category) => el('category', { term: category.term ?? category.name ?? '', label: category.name })),
    ]),
  );
  const children = [
    el('id', {}, options.id),
    el('title', { type: 'text' }, options.title),
    el('updated', {}, updated.toISOString()),
    ...optional(options.generator || undefined, (text) => el('generator', {}, text)),
    ...(options.author ? [atomPerson('author', options.author)] : []),
    ...optional(options.link, (href) => el('link', { rel: 'alternate', href })),
    ...optional(options.feedLinks?.atom as string | undefined, (href) => el('link', { rel: 'self', href })),
    ...optional(options.description, (text) => el('subtitle', { type: 'text' }, text)),
    ...optional(options.image, (url) => el('logo', {}, url)),
    ...optional(options.favicon, (url) => el('icon', {}, url)),
    ...optional(options.copyright, (text) => el('rights', { type: 'text' }, text)),
    ...feed.categories.map((term) => el('category', { term })),
    ...entries,
  ];
  return `${DECLARATION}\n${el('feed', { xmlns: 'http://www.w3.org/2005/Atom' }, children)}\n`;
}
