import { formatDate, parseIsoDate } from './rules';
import { resolveImageUrl } from './image-url';
import { sanitizePostHtml } from './sanitize';
import type { PostFields } from './types';

/**
 * A blog post as every page and API response sees it: the spec's Blog entity (spec 1 §3), whichever source
 * it came from. Text fields are always strings, '' where the source had none (the UI shows "Uncategorized"
 * for an empty category, "No tags available" for empty tags); the optional ones are absent, never ''.
 */
export type Blog = ReturnType<typeof toBlog>;

/**
 * The one step from a source's fields to a `Blog`: sanitizes the HTML, resolves the image, formats the date.
 * The keys keep the order the public API has always sent them in.
 */
export function toBlog(fields: PostFields, options: { imageHost?: string | undefined } = {}) {
  const date = fields.date && parseIsoDate(fields.date) ? fields.date : undefined;
  const featureImage = resolveImageUrl(fields.featureImage, options.imageHost);
  const featureImageAlt = featureImage ? fields.featureImageAlt?.trim() : undefined;
  const id = fields.id !== undefined && String(fields.id) !== '' ? fields.id : undefined;
  return {
    blog_slug: fields.slug,
    blog_title: fields.title.trim(),
    blog_description: fields.description?.trim() ?? '',
    /** Sanitized HTML, safe for `dangerouslySetInnerHTML`. */
    blog_content: fields.html ? sanitizePostHtml(fields.html, { imageHost: options.imageHost }) : '',
    /** Comma-separated tags; use `parseTags`. */
    blog_tag: fields.tags?.trim() ?? '',
    category_name: fields.category?.trim() ?? '',
    /** e.g. "October 14, 2026"; '' when unknown. */
    formatted_date: fields.formattedDate?.trim() || (date ? formatDate(date) : ''),
    ...(id !== undefined ? { id } : {}),
    /** Absent when there is no usable image (never '' and never an unsafe URL). */
    ...(featureImage ? { blog_feature_image: featureImage } : {}),
    ...(featureImageAlt ? { blog_feature_image_alt: featureImageAlt } : {}),
    /** yyyy-mm-dd or a full ISO timestamp, absent when the source gives no parsable date. */
    ...(date ? { date } : {}),
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
