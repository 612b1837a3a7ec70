/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectScriptCheckPasses } from './script-check';

const root = path.resolve(__dirname, '..', '..');

describe('the subset of Geist Sans every page loads', () => {
  it('and its fallback faces are what scripts/subset-font.mjs makes from the installed font and the site text', () => {
    expectScriptCheckPasses('subset-font.mjs');
  });

  it('keeps the glyphs the stylesheet draws (components/ui/glyph.tsx), which the markup never holds', () => {
    const css = readFileSync(path.join(root, 'app', 'globals.css'), 'utf8');
    const glyphs = [...css.matchAll(/\.glyph-[a-z]+::before \{\s*content: "\\([0-9a-f]+)";/g)].map((match) =>
      String.fromCodePoint(parseInt(match[1]!, 16)),
    );
    expect(glyphs).toHaveLength(6);
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "import { subsetText } from './scripts/subset-font.mjs'; process.stdout.write(subsetText());"],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    for (const glyph of glyphs) expect(result.stdout).toContain(glyph);
  });

  it('is a WOFF2 file at most 40 KB, shipped with its licence', () => {
    const font = readFileSync(path.join(root, 'public', 'fonts', 'geist-sans-latin.woff2'));
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeLessThanOrEqual(40_000);
    expect(readFileSync(path.join(root, 'public', 'fonts', 'OFL.txt'), 'utf8')).toContain('SIL OPEN FONT LICENSE Version 1.1');
  });

  it('falls back to system fonts scaled to its metrics, named in the font stack of every page', () => {
    const css = readFileSync(path.join(root, 'app', 'fonts', 'fallbacks.css'), 'utf8');
    const fonts = readFileSync(path.join(root, 'app', 'site.inline-css'), 'utf8');
    const faces = [...css.matchAll(/font-family: "([^"]+)";\n\s+src: ([^;]+);\n\s+font-weight: ([^;]+);[^}]*size-adjust: ([\d.]+)%/g)].map(
      ([, family, src, weight, sizeAdjust]) => ({ family, src, weight, sizeAdjust: Number(sizeAdjust) }),
    );
    const systemFonts = ['Arial', 'Liberation Sans', 'Roboto', 'DejaVu Sans'];
    const families = systemFonts.map((font) => `Geist Fallback ${font}`);
    const capsFamilies = systemFonts.map((font) => `Geist Caps Fallback ${font}`);
    expect([...new Set(faces.map((face) => face.family))]).toEqual([...families, ...capsFamilies]);
    for (const family of [...families, ...capsFamilies]) expect(fonts).toContain(`"${family}"`);
    // Each family has a face for the regular weights, Geist Medium and the semibold and bold ones.
    for (const family of [...families, ...capsFamilies]) {
      expect(faces.filter((face) => face.family === family).map((face) => face.weight)).toEqual(['100 400', '500', '600 900']);
    }
    expect(faces).toHaveLength(24);
    // The heavy weights come from each system font's bold face, scaled to Geist SemiBold's wider glyphs.
    for (const stack of [families, capsFamilies]) {
      expect(faces.filter((face) => face.weight === '600 900' && stack.some((name) => name === face.family)).map((face) => face.src)).toEqual([
        "local('Arial Bold'), local('Arial-BoldMT')",
        "local('Liberation Sans Bold'), local('LiberationSans-Bold')",
        "local('Roboto Bold'), local('Roboto-Bold')",
        "local('DejaVu Sans Bold'), local('DejaVuSans-Bold')",
      ]);
    }
    // Arial's capitals are wider than Geist's for the same lowercase width, DejaVu's narrower: the caps faces
    // are scaled down from Arial's and up from DejaVu's.
    const sizeAdjust = (family: string, weight: string) => faces.find((face) => face.family === family && face.weight === weight)!.sizeAdjust;
    for (const weight of ['100 400', '500', '600 900']) {
      expect(sizeAdjust('Geist Caps Fallback Arial', weight)).toBeLessThan(sizeAdjust('Geist Fallback Arial', weight));
      expect(sizeAdjust('Geist Caps Fallback DejaVu Sans', weight)).toBeGreaterThan(sizeAdjust('Geist Fallback DejaVu Sans', weight));
    }
  });
});
