import { z } from 'zod';
import { parseIsoDate } from './rules';
import { isSafeSlug } from './safe-segment';

/**
 * A blog post as every page and API response sees it: the spec's Blog entity (spec 1 §3), whichever
 * source it came from. Built only by `toBlog` (reshape.ts).
 * - Text fields are always strings; '' means the source had none (the UI shows "Uncategorized" for an
 *   empty category, "No tags available" for empty tags).
 * - `blog_feature_image` is absent when there is no usable image (never '' and never an unsafe URL).
 * - `date` is yyyy-mm-dd or a full ISO timestamp, absent when the source gives no parsable date.
 */
export const blogSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().min(1)]).optional(),
  blog_slug: z.string().min(1),
  blog_title: z.string().min(1),
  blog_description: z.string(),
  blog_feature_image: z.string().min(1).optional(),
  blog_feature_image_alt: z.string().optional(),
  /** Sanitized HTML, safe for `dangerouslySetInnerHTML`. */
  blog_content: z.string(),
  /** Comma-separated tags; use `parseTags`. */
  blog_tag: z.string(),
  category_name: z.string(),
  /** e.g. "October 14, 2026"; '' when unknown. */
  formatted_date: z.string(),
  date: z.string().optional(),
});
export type Blog = z.infer<typeof blogSchema>;

export const categorySchema = z.object({ category_name: z.string().trim().min(1) });
export type Category = z.infer<typeof categorySchema>;

/** The source-neutral input of `toBlog`: what a markdown file or an upstream item provides. */
export type BlogInput = {
  id?: number | string | undefined;
  slug: string;
  title: string;
  description?: string | undefined;
  featureImage?: string | undefined;
  featureImageAlt?: string | undefined;
  /** Unsanitized HTML. */
  html?: string | undefined;
  tags?: string | undefined;
  category?: string | undefined;
  /** yyyy-mm-dd or full ISO. */
  date?: string | undefined;
  /** Used when the source formats its own dates and gives no ISO date. */
  formattedDate?: string | undefined;
};

// ---------- Markdown front matter (local source) ----------

function toIsoDate(value: Date | string, ctx: z.RefinementCtx): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'is not a valid date' });
      return z.NEVER;
    }
    // YAML reads `2026-10-14` as midnight UTC: keep the plain day in that case.
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (!parseIsoDate(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be a date written as yyyy-mm-dd or an ISO timestamp' });
    return z.NEVER;
  }
  return value.trim();
}

const tagsField = z
  .union([z.string(), z.array(z.string())], { error: 'must be a comma-separated string' })
  .transform((value) => (Array.isArray(value) ? value.join(', ') : value));

/** Front matter of `content/posts/<slug>.md`. */
export const frontMatterSchema = z.object({
  id: z
    .union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,8}$/).transform(Number)], {
      error: 'must be a positive whole number',
    })
    .optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and hyphens' })
    .max(200)
    .optional(),
  title: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(200),
  description: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(500),
  featureImage: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^(\/(?!\/)[^\s\\]*|https:\/\/[^\s\\]+)$/, { error: 'must be a site path like /blog/image.svg or an https URL' }),
  featureImageAlt: z.string().trim().max(300).optional(),
  category: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(60),
  tags: tagsField.optional(),
  date: z.union([z.date(), z.string()], { error: 'is required (yyyy-mm-dd)' }).transform(toIsoDate),
  /** A draft is shown only in preview (docs/revalidation.md), never to visitors. */
  draft: z.boolean({ error: 'must be true or false' }).optional(),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

// ---------- Upstream items (spec 1 §3); unknown fields are dropped by z.object ----------

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

const looseText = z.preprocess(
  nullToUndefined,
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .optional(),
);

const upstreamId = z.preprocess(
  nullToUndefined,
  z
    .union([z.number().int().positive(), z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/)])
    .optional()
    // An id that cannot be put in a URL only loses the /insight/blogs/{id}/ link form; the post stays.
    .catch(undefined),
);

const upstreamTags = z.preprocess(
  nullToUndefined,
  z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))])
    .transform((value) => (Array.isArray(value) ? value.map(String).join(', ') : value))
    .optional()
    .catch(undefined),
);

export const upstreamBlogSchema = z.object({
  id: upstreamId,
  blog_slug: z.string().trim().refine(isSafeSlug, { error: 'must be a URL-safe slug' }),
  blog_title: z.string().trim().min(1),
  blog_description: looseText.catch(undefined),
  blog_feature_image: looseText.catch(undefined),
  blog_feature_image_alt: looseText.catch(undefined),
  blog_content: looseText.catch(undefined),
  blog_tag: upstreamTags,
  category_name: looseText.catch(undefined),
  formatted_date: looseText.catch(undefined),
  date: looseText.catch(undefined),
  created_at: looseText.catch(undefined),
  published_at: looseText.catch(undefined),
});
export type UpstreamBlog = z.infer<typeof upstreamBlogSchema>;

/** A category item: `{ category_name }` or a bare name. */
export const upstreamCategorySchema = z.union([
  categorySchema,
  z
    .string()
    .trim()
    .min(1)
    .transform((name) => ({ category_name: name })),
]);
