/** @jest-environment node */
// One palette (issue 33): content/site.ts's colours reach the stylesheet once, as custom properties in
// `:root`, and every class, gradient, glow and focus ring reads those variables. Compiled here with the
// same PostCSS plugin as the build, so a colour written anywhere else in the stylesheet shows up.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { site } from '@/content/site';
import { paletteTraces } from './palette-traces';

const root = path.resolve(__dirname, '../..');

let css = '';
beforeAll(async () => {
  // In a process of its own: Tailwind's ES modules do not load inside Jest's module system.
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'tests/fixtures/compile-css.mjs')], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  css = stdout;
}, 60_000);

const scales = { brand: site.colors.brand, accent: site.colors.accent, ink: site.colors.ink, sun: site.colors.sun };

describe('the palette in the stylesheet', () => {
  it('declares every colour of content/site.ts once, as a --color-* custom property', () => {
    for (const [name, scale] of Object.entries(scales)) {
      for (const [step, hex] of Object.entries(scale)) {
        expect(css).toMatch(new RegExp(`--color-${name}-${step}:\\s*${hex};`, 'i'));
      }
    }
  });

  it('holds no palette colour anywhere else: hex, rgb(), rgba() or hsl()', () => {
    const withoutDeclarations = css.replace(/--color-(brand|accent|ink|sun)-\d+:\s*#[0-9a-f]{6};/gi, '');
    expect(paletteTraces(withoutDeclarations, Object.values(scales))).toEqual([]);
  });

  it('draws the focus ring, the utilities and the glows from the variables', () => {
    expect(css).toMatch(/:focus-visible\s*{\s*outline:\s*3px solid var\(--color-brand-500\)/);
    expect(css).toMatch(/\.bg-brand-600\s*{\s*background-color:\s*var\(--color-brand-600\)/);
    expect(css).toMatch(/color-mix\(in oklab,\s*var\(--color-brand-500\) 45%,\s*transparent\)/);
  });
});
