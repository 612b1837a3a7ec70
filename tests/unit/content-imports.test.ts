/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// Copy and lists live in content/, which lib/, components/ and app/ import: never the reverse, so a text
// has one owner and content/ can be read (and parsed by tests) without the code that shows it.
const ROOT = join(__dirname, '..', '..');
const CONTENT = join(ROOT, 'content');
const FORBIDDEN = ['lib', 'components', 'app'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(?:ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static imports and re-exports (type-only ones too), dynamic imports, require. */
function specifiers(text: string): string[] {
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

/** The top folder of the project a specifier points into, or undefined for a package. */
function topFolder(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return specifier.slice(2).split('/')[0];
  if (!specifier.startsWith('.')) return undefined;
  return relative(ROOT, resolve(file, '..', specifier)).split(/[\\/]/)[0];
}

describe('content/ imports nothing from the code that shows it', () => {
  const files = sources(CONTENT);

  it('finds the content modules', () => {
    expect(files.map((file) => relative(ROOT, file))).toEqual(expect.arrayContaining(['content/chat.ts', 'content/site.ts', 'content/blog.ts']));
  });

  it('reads every kind of import', () => {
    const sample = [
      "import { a } from '@/lib/a';",
      "import type { B } from '../components/b';",
      "export { c } from '@/app/c';",
      "export * from './d';",
      "import './e';",
      "const f = await import('@/lib/f');",
    ].join('\n');
    expect(specifiers(sample).map((specifier) => topFolder(join(CONTENT, 'x.ts'), specifier))).toEqual([
      'lib',
      'components',
      'app',
      'content',
      'content',
      'lib',
    ]);
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))('%s', (_name, file) => {
    const offending = specifiers(readFileSync(file, 'utf8')).filter((specifier) =>
      FORBIDDEN.includes(topFolder(file, specifier) ?? ''),
    );
    expect(offending).toEqual([]);
  });
});
