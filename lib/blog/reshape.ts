import { formatDate, parseIsoDate } from './rules';
import { resolveImageUrl } from './image-url';
import { sanitizePostHtml } from './sanitize';
import type { Blog, BlogInput, UpstreamBlog } from './types';

/** The one place where source data becomes a `Blog`: sanitizes HTML, resolves the image, formats the date. */
export function toBlog(input: BlogInput, options: { imageHost?: string | undefined } = {}): Blog {
  const date = input.date && parseIsoDate(input.date) ? input.date : undefined;
  const featureImage = resolveImageUrl(input.featureImage, options.imageHost);
  const blog: Blog = {
    blog_slug: input.slug,
    blog_title: input.title.trim(),
    blog_description: input.description?.trim() ?? '',
    blog_content: input.html ? sanitizePostHtml(input.html, { imageHost: options.imageHost }) : '',
    blog_tag: input.tags?.trim() ?? '',
    category_name: input.category?.trim() ?? '',
    formatted_date: input.formattedDate?.trim() || (date ? formatDate(date) : ''),
  };
  if (input.id !== undefined && String(input.id) !== '') blog.id = input.id;
  if (featureImage) {
    blog.blog_feature_image = featureImage;
    if (input.featureImageAlt?.trim()) blog.blog_feature_image_alt = input.featureImageAlt.trim();
  }
  if (date) blog.date = date;
  return blog;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** yyyy-mm-dd from "October 14, 2026" / "Oct 14 2026"; undefined otherwise. */
export function parseLongDate(text: string | undefined): string | undefined {
  const match = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const name = match[1]!.toLowerCase();
  const month = MONTHS.findIndex((full) => full === name || (name.length >= 3 && full.startsWith(name)));
  if (month < 0) return undefined;
  const iso = `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : undefined;
}

/** An upstream timestamp as ISO: accepts yyyy-mm-dd, ISO, and SQL's "yyyy-mm-dd hh:mm:ss". */
function upstreamIsoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const candidate = /^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value;
  const parsed = parseIsoDate(candidate);
  if (!parsed) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(candidate) ? candidate : parsed.toISOString();
}

/** Maps a validated upstream item to the source-neutral input of `toBlog`. */
export function upstreamToInput(item: UpstreamBlog): BlogInput {
  const date =
    upstreamIsoDate(item.date) ??
    upstreamIsoDate(item.published_at) ??
    upstreamIsoDate(item.created_at) ??
    parseLongDate(item.formatted_date);
  return {
    id: item.id,
    slug: item.blog_slug,
    title: item.blog_title,
    description: item.blog_description,
    featureImage: item.blog_feature_image,
    featureImageAlt: item.blog_feature_image_alt,
    html: item.blog_content,
    tags: item.blog_tag,
    category: item.category_name,
    date,
    formattedDate: item.formatted_date,
  };
}

/** Newest first by date (undated last), then higher id, then slug, so the order is stable. */
export function compareNewestFirst(a: Blog, b: Blog): number {
  const at = a.date ? (parseIsoDate(a.date)?.getTime() ?? -Infinity) : -Infinity;
  const bt = b.date ? (parseIsoDate(b.date)?.getTime() ?? -Infinity) : -Infinity;
  if (at !== bt) return bt > at ? 1 : -1;
  const ai = typeof a.id === 'number' ? a.id : Number(a.id ?? NaN);
  const bi = typeof b.id === 'number' ? b.id : Number(b.id ?? NaN);
  if (Number.isFinite(ai) && Number.isFinite(bi) && ai !== bi) return bi - ai;
  return a.blog_slug.localeCompare(b.blog_slug);
}
