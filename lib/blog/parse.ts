// Tolerant reading of the upstream's loose response shapes (spec 1 §3). Pure functions, no I/O.
import { upstreamBlogSchema, upstreamCategorySchema, type Category, type UpstreamBlog } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The list inside a response: the value itself when it is an array, else its `data` or `blogs` array,
 * else (one level down) the list inside an object-valued `data`, else its first array-valued property.
 * `null` when there is no list at all.
 */
export function extractList(json: unknown, depth = 0): unknown[] | null {
  if (Array.isArray(json)) return json;
  if (!isRecord(json)) return null;
  for (const key of ['data', 'blogs'] as const) {
    if (Array.isArray(json[key])) return json[key];
  }
  if (depth === 0 && isRecord(json.data)) {
    const nested = extractList(json.data, depth + 1);
    if (nested) return nested;
  }
  for (const value of Object.values(json)) {
    if (Array.isArray(value)) return value;
  }
  return null;
}

/**
 * The single item inside a response: the first item of an array, else the object under `blog` or
 * `data` (or the first item when `data` is an array), else the object itself. `null` when none.
 */
export function extractSingle(json: unknown): unknown {
  if (Array.isArray(json)) return json.length > 0 ? json[0] : null;
  if (!isRecord(json)) return null;
  for (const key of ['blog', 'data'] as const) {
    const value = json[key];
    if (isRecord(value)) return value;
    if (Array.isArray(value)) return value.length > 0 ? value[0] : null;
  }
  return json;
}

export type ParsedList<T> = {
  items: T[];
  /** Items present in the response that failed validation and were left out. */
  skipped: number;
};

function parseItems<T>(list: unknown[], parse: (item: unknown) => T | null): ParsedList<T> {
  const items: T[] = [];
  let skipped = 0;
  for (const item of list) {
    const parsed = parse(item);
    if (parsed === null) skipped += 1;
    else items.push(parsed);
  }
  return { items, skipped };
}

/** One upstream blog item, or null when it is malformed. */
export function parseBlogItem(item: unknown): UpstreamBlog | null {
  const result = upstreamBlogSchema.safeParse(item);
  return result.success ? result.data : null;
}

/** A list of blogs from any tolerated shape; `null` when the response holds no list. */
export function parseBlogList(json: unknown): ParsedList<UpstreamBlog> | null {
  const list = extractList(json);
  return list ? parseItems(list, parseBlogItem) : null;
}

/** One blog from any tolerated shape; `null` when there is none or it is malformed. */
export function parseSingleBlog(json: unknown): UpstreamBlog | null {
  const item = extractSingle(json);
  return item === null ? null : parseBlogItem(item);
}

/** A list of categories (`{ category_name }` items or bare names), duplicates removed. */
export function parseCategoryList(json: unknown): ParsedList<Category> | null {
  const list = extractList(json);
  if (!list) return null;
  const parsed = parseItems(list, (item) => {
    const result = upstreamCategorySchema.safeParse(item);
    return result.success ? result.data : null;
  });
  const seen = new Set<string>();
  const items = parsed.items.filter((category) => {
    const key = category.category_name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { items, skipped: parsed.skipped };
}
