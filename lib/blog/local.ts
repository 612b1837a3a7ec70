import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { toBlog, compareNewestFirst } from './reshape';
import { inCategory, LATEST_POSTS_LIMIT, slugify } from './rules';
import { isSafeCategory, isSafeSlug } from './safe-segment';
import type { BlogSource } from './source';
import { frontMatterSchema, type Blog, type Category } from './types';

export type LocalSourceOptions = {
  /** Folder of `<slug>.md` files; defaults to `content/posts` under the working directory. */
  dir?: string;
};

/** The default posts folder, read when a source is created (so it follows the working directory). */
export function defaultPostsDir(): string {
  return path.join(process.cwd(), 'content', 'posts');
}

export class PostFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'PostFileError';
  }
}

/**
 * Parses one markdown post. `fileName` is the base name (`<slug>.md`); the front matter slug, when
 * given, must equal it. Throws `PostFileError` listing every problem.
 */
export async function parsePostFile(fileName: string, source: string): Promise<Blog> {
  return (await parsePostFileWithStatus(fileName, source)).post;
}

/** `parsePostFile`, and whether the front matter marks the post as a draft. */
export async function parsePostFileWithStatus(fileName: string, source: string): Promise<{ post: Blog; draft: boolean }> {
  const fileSlug = fileName.replace(/\.md$/, '');
  if (!isSafeSlug(fileSlug) || fileSlug !== fileSlug.toLowerCase()) {
    throw new PostFileError(fileName, ['file name must be <slug>.md with lower-case letters, digits and hyphens']);
  }
  let parsedFile: { data: unknown; content: string };
  try {
    // Passing options turns off gray-matter's content-keyed cache, which would keep every version in memory.
    parsedFile = matter(source, {});
  } catch (error) {
    throw new PostFileError(fileName, [`front matter is not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`]);
  }
  const result = frontMatterSchema.safeParse(parsedFile.data);
  if (!result.success) {
    throw new PostFileError(
      fileName,
      result.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'} ${issue.message}`),
    );
  }
  const front = result.data;
  if (front.slug !== undefined && front.slug !== fileSlug) {
    throw new PostFileError(fileName, [`slug "${front.slug}" must equal the file name "${fileSlug}"`]);
  }
  if (slugify(front.category) === '') {
    throw new PostFileError(fileName, ['category must contain letters or digits']);
  }
  if (parsedFile.content.trim() === '') {
    throw new PostFileError(fileName, ['the post has no body']);
  }
  // Loaded on first use: the unified packages are ESM-only and heavy, and only this path needs them.
  const { markdownToHtml } = await import('./markdown');
  const html = await markdownToHtml(parsedFile.content);
  const post = toBlog({ ...front, slug: fileSlug, html });
  return { post, draft: front.draft === true };
}

type Folder = { published: Blog[]; drafts: Blog[] };
type CacheEntry = { key: string; posts: Promise<Folder> };

// Parsed posts per folder, reused while no file is added, removed or modified (key: names, mtimes, sizes).
const cache = new Map<string, CacheEntry>();

async function fingerprint(dir: string): Promise<{ key: string; files: string[] } | null> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    // Duck-typed: errors from Node's fs may come from another realm (e.g. under Jest), failing instanceof.
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.md')).sort();
  const stats = await Promise.all(files.map((name) => stat(path.join(dir, name))));
  const key = files.map((name, index) => `${name}:${stats[index]!.mtimeMs}:${stats[index]!.size}`).join('|');
  return { key, files };
}

async function parseFolder(dir: string, files: string[]): Promise<Folder> {
  const results = await Promise.all(
    files.map(async (name) => {
      try {
        return await parsePostFileWithStatus(name, await readFile(path.join(dir, name), 'utf8'));
      } catch (error) {
        // One bad file must not take the blog down: skip it and say which file and why.
        const reason = error instanceof PostFileError ? error.problems.join('; ') : String(error);
        console.error(`[blog] Skipped ${path.join(dir, name)}: ${reason}`);
        return null;
      }
    }),
  );
  const parsed = results.filter((result) => result !== null);
  return {
    published: parsed.filter((result) => !result.draft).map((result) => result.post).sort(compareNewestFirst),
    drafts: parsed.filter((result) => result.draft).map((result) => result.post),
  };
}

async function loadFolder(dir: string): Promise<Folder> {
  const found = await fingerprint(dir);
  if (!found) {
    console.error(`[blog] Posts folder ${dir} does not exist; the blog is empty.`);
    return { published: [], drafts: [] };
  }
  const hit = cache.get(dir);
  if (hit && hit.key === found.key) return hit.posts;
  const posts = parseFolder(dir, found.files);
  cache.set(dir, { key: found.key, posts });
  posts.catch(() => cache.delete(dir));
  return posts;
}

const limitSchema = z.number().int().positive().max(1000);

/** Categories of the posts, one per slugified name (first spelling seen), sorted by name. */
export function categoriesOf(posts: readonly Blog[]): Category[] {
  const bySlug = new Map<string, Category>();
  for (const post of posts) {
    const key = slugify(post.category_name);
    if (key && !bySlug.has(key)) bySlug.set(key, { category_name: post.category_name });
  }
  return [...bySlug.values()].sort((a, b) => a.category_name.localeCompare(b.category_name, 'en'));
}

/** The local source: markdown files with front matter (spec README "no upstream host configured"). */
export function createLocalSource(options: LocalSourceOptions = {}): BlogSource {
  // The directory is chosen at run time (tests pass fixtures); keep Turbopack from tracing the whole project.
  const dir = options.dir ? path.resolve(/*turbopackIgnore: true*/ options.dir) : defaultPostsDir();
  // Drafts stay out of every list and lookup: only `draftBySlug` (preview) sees them.
  const list = async () => (await loadFolder(dir)).published;
  return {
    kind: 'local',
    listPosts: async () => [...(await list())],
    listedPosts: async () => (await list()).map(({ blog_slug, id }) => ({ blog_slug, id })),
    latestPosts: async (limit) => {
      const parsed = limitSchema.safeParse(limit);
      return (await list()).slice(0, parsed.success ? parsed.data : LATEST_POSTS_LIMIT);
    },
    categories: async () => categoriesOf(await list()),
    postBySlug: async (slug) => {
      if (!isSafeSlug(slug)) return null;
      return (await list()).find((post) => post.blog_slug === slug) ?? null;
    },
    postsByCategory: async (categorySlug) => {
      if (!isSafeCategory(categorySlug)) return [];
      return (await list()).filter((post) => inCategory(post, categorySlug));
    },
    draftBySlug: async (slug) => {
      if (!isSafeSlug(slug)) return null;
      const { published, drafts } = await loadFolder(dir);
      return drafts.find((post) => post.blog_slug === slug) ?? published.find((post) => post.blog_slug === slug) ?? null;
    },
  };
}
