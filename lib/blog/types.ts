import { z } from 'zod';
import { parseIsoDate } from './rules';
import { isSafeSlug } from './safe-segment';

/**
 * A blog post's fields are declared once per source, by the schema that reads it: the front matter of a
 * markdown file and an upstream item, which is renamed on parsing to the front matter's words. `toBlog`
 * (reshape.ts) is the one step from those fields to the post every page and API response sees, whose type
 * (`Blog`) is what it returns. A new field touches the schemas, `toBlog` and the view that shows it.
 */
export type { Blog } from './reshape';

export const categorySchema = z.object({ category_name: z.string().trim().min(1) });
export type Category = z.infer<typeof categorySchema>;

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

/**
 * What `toBlog` reads, from either source: the front matter's fields, with the slug (a file's comes from its
 * name), the body as unsanitized HTML, and the date an upstream formats itself when it gives no ISO date.
 */
export type PostFields = Partial<Omit<FrontMatter, 'id' | 'slug' | 'title' | 'draft'>> & {
  id?: number | string | undefined;
  slug: string;
  title: string;
  html?: string | undefined;
  formattedDate?: string | undefined;
};

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
export function upstreamIsoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const candidate = /^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value;
  const parsed = parseIsoDate(candidate);
  if (!parsed) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(candidate) ? candidate : parsed.toISOString();
}


/** An upstream item in the front matter's words, its date read from the first field that holds one. */
function toPostFields(item: z.output<typeof upstreamItemSchema>): PostFields {
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
    date:
      upstreamIsoDate(item.date) ??
      upstreamIsoDate(item.published_at) ??
      upstreamIsoDate(item.created_at) ??
      parseLongDate(item.formatted_date),
    formattedDate: item.formatted_date,
  };
}

const upstreamItemSchema = z.object({
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

export const upstreamBlogSchema = upstreamItemSchema.transform(toPostFields);
export type UpstreamBlog = z.output<typeof upstreamBlogSchema>;

/** A category item: `{ category_name }` or a bare name. */
export const upstreamCategorySchema = z.union([
  categorySchema,
  z
    .string()
    .trim()
    .min(1)
    .transform((name) => ({ category_name: name })),
]);
