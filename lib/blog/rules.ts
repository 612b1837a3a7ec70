import { blogCopy } from '@/content/blog';

// Pure blog rules of spec 1 §2, §5 and §9. No Node or server imports: client components may use this file.

/** The fields the rules read; both `Blog` and partial upstream shapes satisfy it. */
export type LinkableBlog = { id?: number | string | undefined; blog_slug: string };

/** Blogs per page on the listing and category screens (spec 1 §9). */
export const POSTS_PER_PAGE = 4;
/** Related posts in the sidebar and the default size of the latest list (spec 1 §9). */
export const LATEST_POSTS_LIMIT = 6;
/** Category name shown when a post has none (spec 1 §2). */
export const UNCATEGORIZED = blogCopy.uncategorized;

/**
 * Blog link rule (spec 1 §2): with an id -> /insight/blogs/{id}/{slug}; without an id and a slug
 * starting with "style-" -> /{slug}; otherwise /blog/{slug}. An empty-string id counts as no id.
 */
export function blogHref(blog: LinkableBlog): string {
  const slug = encodeURIComponent(blog.blog_slug);
  const id = blog.id === undefined ? '' : String(blog.id).trim();
  if (id !== '') return `/insight/blogs/${encodeURIComponent(id)}/${slug}`;
  if (blog.blog_slug.startsWith('style-')) return `/${slug}`;
  return `/blog/${slug}`;
}

/** Lower-case, ASCII, hyphen-separated form of a name: "Web Design" -> "web-design". */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Category listing link: /blog/{category-slug}/page/1 (spec 1 §2). */
export function categoryHref(categoryName: string, page = 1): string {
  return `/blog/${encodeURIComponent(slugify(categoryName))}/page/${page}`;
}

/** Listing page link: /insight/page/{n}, with the optional category filter. */
export function listingHref(page: number, category?: string): string {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  return `/insight/page/${page}${query}`;
}

/** Search link used by tag chips and the sidebar search box. */
export function searchHref(text: string): string {
  return `/insight/search?discover=${encodeURIComponent(text)}`;
}

/** The category label of a post, with the spec's fallback. */
export function categoryLabel(blog: { category_name?: string | undefined }): string {
  const name = blog.category_name?.trim();
  return name ? name : UNCATEGORIZED;
}

/** Whether a post belongs to a category given as a URL slug (slugified, lower-case comparison). */
export function inCategory(blog: { category_name?: string | undefined }, categorySlug: string): boolean {
  const wanted = slugify(categorySlug);
  return wanted !== '' && slugify(blog.category_name ?? '') === wanted;
}

/**
 * When `text` is longer than `threshold` characters, its first `cut` characters plus "...";
 * otherwise the text unchanged. Counts code points so an emoji is never split in half.
 */
export function truncate(text: string, threshold: number, cut: number): string {
  const chars = Array.from(text);
  if (chars.length <= threshold) return text;
  return `${chars.slice(0, cut).join('')}...`;
}

/** Listing card title: over 50 characters cut to 60 plus an ellipsis (spec 1 §9). */
export const listingTitle = (text: string): string => truncate(text, 50, 60);
/** Listing card description: over 100 characters cut to 110 plus an ellipsis (spec 1 §9). */
export const listingDescription = (text: string): string => truncate(text, 100, 110);
/** Category card title: over 50 characters cut to 50 plus an ellipsis (spec 1 §9). */
export const categoryTitle = (text: string): string => truncate(text, 50, 50);
/** Category card description: over 100 characters cut to 100 plus an ellipsis (spec 1 §9). */
export const categoryDescription = (text: string): string => truncate(text, 100, 100);

export type Page<T> = {
  items: T[];
  /** The requested page (not clamped: a page past the end has no items). */
  page: number;
  /** At least 1, even for an empty list (spec 1 §9). */
  totalPages: number;
  total: number;
  perPage: number;
};

/** The listing's category filter (`?category=`): trimmed, or undefined when it names no category slug. */
export function listingCategory(value: string | null | undefined): string | undefined {
  return value?.trim() && slugify(value) !== '' ? value.trim() : undefined;
}

/** One page of a list, pages numbered from 1. */
export function paginate<T>(items: readonly T[], page: number, perPage: number = POSTS_PER_PAGE): Page<T> {
  const size = Math.max(1, Math.floor(perPage));
  const current = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, totalPages, total: items.length, perPage: size };
}

export type PagerItem = number | 'ellipsis';

/** Pages always shown at each end of the pager (spec 1 §9 "3 margin pages"). */
export const PAGER_MARGIN = 3;
/** Pages shown on each side of the current page (spec 1 §9 "2 pages around the current"). */
export const PAGER_AROUND = 2;

/**
 * The numbered part of the pager (Prev/Next are the caller's). Rule:
 * - shown: pages 1..3, the last 3 pages, and current-2..current+2 (all clamped to 1..total);
 * - each run of hidden pages becomes one 'ellipsis', except a run of exactly one hidden page,
 *   which is shown as its number (an ellipsis would take the same room and hide it);
 * - `current` is clamped to 1..total and `total` is at least 1.
 * Example: pagerItems(10, 20) -> [1, 2, 3, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 18, 19, 20].
 */
export function pagerItems(current: number, total: number): PagerItem[] {
  const last = Math.max(1, Math.floor(Number.isFinite(total) ? total : 1));
  const page = Math.min(last, Math.max(1, Math.floor(Number.isFinite(current) ? current : 1)));
  const shown = (n: number) =>
    n <= PAGER_MARGIN || n > last - PAGER_MARGIN || Math.abs(n - page) <= PAGER_AROUND;
  const items: PagerItem[] = [];
  let n = 1;
  while (n <= last) {
    if (shown(n)) {
      items.push(n);
      n += 1;
      continue;
    }
    let end = n;
    while (end + 1 <= last && !shown(end + 1)) end += 1;
    if (end === n) items.push(n);
    else items.push('ellipsis');
    n = end + 1;
  }
  return items;
}

/**
 * Page number from a URL value: a positive integer, else 1 (spec 1 §2 "defaults to 1 when it is
 * not a number"). Only plain digits count, so "2abc", "1e3" and "-3" give 1.
 */
export function parsePage(value: string | string[] | number | null | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 1 ? raw : 1;
  if (typeof raw !== 'string' || !/^\s*\d{1,9}\s*$/.test(raw)) return 1;
  const page = Number(raw.trim());
  return page >= 1 ? page : 1;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** The visible text of an HTML fragment: tags removed, script/style bodies dropped, entities decoded. */
export function htmlToText(html: string): string {
  const withoutCode = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  return decodeEntities(withoutCode.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

// Classes of third-party social embeds (Twitter/X, Instagram, TikTok, Facebook, Reddit, Pinterest).
const SOCIAL_CLASS = String.raw`(?:twitter-tweet|twitter-timeline|instagram-media|tiktok-embed|fb-post|fb-video|reddit-embed-bq|pinterest-embed)`;
const SOCIAL_BLOCK = new RegExp(
  String.raw`<(blockquote|div)\b[^>]*\bclass\s*=\s*["'][^"']*\b${SOCIAL_CLASS}\b[^"']*["'][^>]*>[\s\S]*?<\/\1\s*>`,
  'gi',
);

/** Words a minute for the reading time (spec 1 §9). */
export const WORDS_PER_MINUTE = 200;

/**
 * Reading time in minutes: words / 200, rounded up, at least 1 (spec 1 §5), counted after removing
 * iframes, embeds, objects, videos and social-media blocks, then all tags.
 */
export function readingTime(html: string): number {
  const stripped = html
    .replace(SOCIAL_BLOCK, ' ')
    .replace(/<(iframe|object|video|audio|embed)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<(iframe|object|video|audio|embed)\b[^>]*\/?>/gi, ' ');
  const text = htmlToText(stripped);
  const words = text === '' ? 0 : text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}


/** Tags from the comma-separated `blog_tag`: trimmed, empty ones skipped (spec 1 §2). */
export function parseTags(blogTag: string | null | undefined): string[] {
  if (!blogTag) return [];
  return blogTag
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export type SearchableBlog = {
  blog_title: string;
  blog_description?: string | undefined;
  blog_content?: string | undefined;
  blog_tag?: string | undefined;
  category_name?: string | undefined;
  formatted_date?: string | undefined;
  blog_slug?: string | undefined;
};

/**
 * Search rule (spec 1 §5): the text is trimmed and compared case-insensitively; a post matches when any
 * text field (title, description, body text without HTML, tags, category, date, slug) contains it.
 * An empty search matches every post.
 */
export function matchesSearch(blog: SearchableBlog, text: string | null | undefined): boolean {
  const needle = (text ?? '').trim().toLocaleLowerCase('en-US');
  if (needle === '') return true;
  const fields = [
    blog.blog_title,
    blog.blog_description,
    blog.blog_tag,
    blog.category_name,
    blog.formatted_date,
    blog.blog_slug,
    blog.blog_content ? htmlToText(blog.blog_content) : undefined,
  ];
  return fields.some((field) => field !== undefined && field.toLocaleLowerCase('en-US').includes(needle));
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses yyyy-mm-dd (as a UTC day) or a full ISO timestamp; undefined when not a valid date. */
export function parseIsoDate(value: string): Date | undefined {
  const day = ISO_DAY.exec(value.trim());
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const parsed = new Date(Date.UTC(year, month - 1, date));
    const valid = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
    return valid ? parsed : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value.trim())) return undefined;
  const parsed = new Date(value.trim());
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

const dateFormatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "October 14, 2026" from a Date or an ISO string (read as UTC); '' when the value is not a date. */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  return dateFormatter.format(date);
}
