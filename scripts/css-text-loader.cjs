// A Turbopack loader (next.config.ts, `turbopack.rules`): compiles a `*.inline-css` entry (CSS under a name of its own, so that only this loader compiles it) with Tailwind,
// as the CSS pipeline would, and exports the minified sheet as a string, so a component can put it in the
// page's <head> and no stylesheet request blocks the first paint.
const postcss = require('postcss');
const tailwind = require('@tailwindcss/postcss');

/**
 * Characters above U+00FF written back as CSS escapes: the minifier turns `\2192` into the arrow itself,
 * and one such character makes every page that carries the sheet a two-byte string (docs/benchmarks.md).
 */
function escapeWideCharacters(css) {
  return css.replace(/[^\x00-\xff]/gu, (character) => `\\${character.codePointAt(0).toString(16)} `);
}

module.exports = function cssTextLoader(source) {
  const callback = this.async();
  postcss([tailwind({ base: this.rootContext || process.cwd(), optimize: { minify: true } })])
    .process(source, { from: this.resourcePath })
    .then((result) => {
      for (const message of result.messages) {
        if (message.type === 'dependency') this.addDependency(message.file);
        else if (message.type === 'dir-dependency') this.addContextDependency(message.dir);
      }
      callback(null, `export default ${JSON.stringify(escapeWideCharacters(result.css))};\n`);
    }, callback);
};
