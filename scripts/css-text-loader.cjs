// A Turbopack loader (next.config.ts, `turbopack.rules`): compiles a `*.inline-css` entry (CSS under a name of its own, so that only this loader compiles it) with Tailwind,
// as the CSS pipeline would, and exports the minified sheet as a string, so a component can put it in the
// page's <head> and no stylesheet request blocks the first paint.
//
// An entry may name the pages whose rules it keeps: `@rules-of "../page.tsx", "../layout.tsx";`. The sheet
// is then cut to the rules whose classes appear in those files or in any source file they import (found
// by TypeScript's own resolver, so `@/` paths resolve as in the build), and a page carries only that much
// (app/sheets/).
const fs = require('node:fs');
const path = require('node:path');
const postcss = require('postcss');
const tailwind = require('@tailwindcss/postcss');

const RULES_OF = /@rules-of\s+([^;]+);/;

/**
 * Characters above U+00FF written back as CSS escapes: the minifier turns `\2192` into the arrow itself,
 * and one such character makes every page that carries the sheet a two-byte string (docs/page-speed.md).
 */
function escapeWideCharacters(css) {
  return css.replace(/[^\x00-\xff]/gu, (character) => `\\${character.codePointAt(0).toString(16)} `);
}

/** The project's own source files that `entries` import, directly or not, `entries` included. */
function sourceGraph(entries, base) {
  const ts = require('typescript');
  const configFile = path.join(base, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, base);
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith('.d.ts')) continue;
      queue.push(path.resolve(resolved.resolvedFileName));
    }
  }
  return [...seen];
}

/**
 * Every word of a source file, three ways: whole Tailwind class names (`md:flex`, `aria-[current=page]:x`),
 * those whose arbitrary value holds single quotes (`after:content-['']`), and the plain words inside them
 * and around them (attribute names and values, tag names).
 */
function wordsOf(text) {
  return [
    ...(text.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? []),
    ...(text.match(/[^<>"'`\s]*\[[^\]"`\s]*'[^\]"`\s]*\][^<>"'`\s]*/g) ?? []),
    ...(text.match(/[A-Za-z0-9_-]+/g) ?? []),
  ];
}

// PurgeCSS's mark for a rule it must keep, removed from its output.
const KEEP = 'purgecss ignore current';

/**
 * `css` cut to the rules the files use. Rules that name no class or id are always kept: element rules
 * (post HTML brings its own tags) and rules of a state alone, such as the focus ring of `:focus-visible`.
 */
async function cutTo(css, files) {
  const { PurgeCSS } = require('purgecss');
  const { default: htmlTags } = await import('html-tags');
  const marked = postcss.parse(css);
  marked.walkRules((rule) => {
    if (!/[.#]/.test(rule.selector.replace(/\[[^\]]*\]/g, ''))) rule.prepend(postcss.comment({ text: KEEP }));
  });
  const [result] = await new PurgeCSS().purge({
    content: files.map((file) => ({ raw: fs.readFileSync(file, 'utf8'), extension: path.extname(file).slice(1) })),
    css: [{ raw: marked.toString() }],
    defaultExtractor: (text) => ({
      undetermined: wordsOf(text),
      tags: htmlTags,
      classes: [],
      ids: [],
      attributes: { names: [], values: [] },
    }),
    // Classes the code names by a key (`glyph-${name}`): the glyphs, the social and the service icons. The
    // e2e test of the sheets (tests/e2e/site-wide.spec.ts) finds a family missing here.
    safelist: { standard: [/^glyph-/, /^social-icon-/, /^service-icon-/] },
    fontFace: false,
    keyframes: false,
    variables: false,
  });
  return result.css.replaceAll(`/* ${KEEP} */`, '');
}

module.exports = function cssTextLoader(source) {
  const callback = this.async();
  const base = this.rootContext || process.cwd();
  const rulesOf = source.match(RULES_OF);
  const entries = rulesOf
    ? [...rulesOf[1].matchAll(/"([^"]+)"/g)].map((match) => path.resolve(path.dirname(this.resourcePath), match[1]))
    : [];
  postcss([tailwind({ base, optimize: { minify: true } })])
    .process(source.replace(RULES_OF, ''), { from: this.resourcePath })
    .then(async (result) => {
      for (const message of result.messages) {
        if (message.type === 'dependency') this.addDependency(message.file);
        else if (message.type === 'dir-dependency') this.addContextDependency(message.dir);
      }
      let css = result.css;
      if (entries.length > 0) {
        const files = sourceGraph(entries, base);
        for (const file of files) this.addDependency(file);
        css = await cutTo(css, files);
      }
      callback(null, `export default ${JSON.stringify(escapeWideCharacters(css))};\n`);
    })
    .catch(callback);
};
