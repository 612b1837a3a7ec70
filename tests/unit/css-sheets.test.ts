/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sheetKey, sheetOf } from '@/app/sheets/routes';

const loader = path.join(__dirname, '..', '..', 'scripts', 'css-text-loader.cjs');

// Runs the loader as Turbopack does, in a Node.js of its own: Tailwind's compiler cannot load inside Jest.
const RUN_LOADER = `
const [loader, dir, source] = process.argv.slice(1);
const dependencies = [];
require(loader).call({
  rootContext: dir,
  resourcePath: require('node:path').join(dir, 'app', 'sheet.inline-css'),
  addDependency: (file) => dependencies.push(file),
  addContextDependency: () => {},
  async: () => (error, output) => {
    if (error) { console.error(error); process.exit(1); }
    process.stdout.write(JSON.stringify({ css: JSON.parse(/^export default (.*);\\n$/s.exec(output)[1]), dependencies }));
  },
}, source);
`;

/** The CSS the loader exports for `source` in the project `dir`, and the files it watches. */
function load(dir: string, source: string): { css: string; dependencies: string[] } {
  const result = spawnSync(process.execPath, ['-e', RUN_LOADER, loader, dir, source], { encoding: 'utf8', cwd: path.join(__dirname, '..', '..') });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { css: string; dependencies: string[] };
}

describe('which sheet a page carries', () => {
  it.each([
    ['/', 'home'],
    ['/insight/page/1', 'listing'],
    ['/insight/page/2/filtered', 'listing'],
    ['/insight/blogs/115/core-web-vitals-for-marketing-sites', 'article'],
    ['/portfolio-profile/world-model-hunt', 'case-study'],
    ['/legal', 'legal'],
    ['/legal/privacy', 'legal'],
    ['/legal/cookies', 'site'],
    ['/discover', 'discover'],
    ['/discover/team/profile/ben-carter', 'discover'],
    ['/discover/no/such/page', 'site'],
    ['/artistry/seo', 'artistry'],
    ['/showcase/clients-work', 'showcase'],
    ['/engage', 'engage'],
    ['/strategy', 'strategy'],
    ['/newsletter/confirmed', 'newsletter'],
    ['/insight/search', 'listing'],
    ['/insight/unavailable', 'listing'],
    ['/blog/web-design/page/2', 'listing'],
    ['/blog/core-web-vitals-for-marketing-sites', 'article'],
    ['/core-web-vitals-for-marketing-sites', 'article'],
    ['/insight/preview/a-draft', 'article'],
    ['//_not-found', 'not-found'],
  ] as const)('%s: %s', (pathname, sheet) => {
    expect(sheetOf(pathname)).toBe(sheet);
  });

  // The table and the sheets' `@rules-of` lists name the same pages twice: this keeps them in step.
  const sheetsDir = path.join(__dirname, '..', '..', 'app', 'sheets');
  const cutSheets = readdirSync(sheetsDir).filter((file) => file.endsWith('.inline-css'));
  it.each(cutSheets)('%s: every page it names carries it', (file) => {
    const rulesOf = /@rules-of\s+([^;]+);/.exec(readFileSync(path.join(sheetsDir, file), 'utf8'))![1]!;
    const pages = Array.from(rulesOf.matchAll(/"\.\.\/((?:[^"]+\/)?)page\.tsx"/g), (match) => `/${match[1]!.replace(/\[[^\]]+\]/g, 'x')}`);
    // The 404 sheet names no page, only the files every sheet keeps: Next.js's own 404 page carries it.
    if (file === 'not-found.inline-css') pages.push('//_not-found/');
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect([page, sheetOf(page.replace(/(.)\/$/, '$1'))]).toEqual([page, file.replace('.inline-css', '')]);
  });

  it('keys the whole sheet as before and each cut sheet by its name', () => {
    expect(sheetKey('site')).toBe('site-stylesheet');
    expect(sheetKey('case-study')).toBe('site-stylesheet-case-study');
  });
});

describe('the stylesheet loader', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lumina-sheet-'));
    mkdirSync(path.join(dir, 'app'));
    mkdirSync(path.join(dir, 'components'));
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react-jsx', paths: { '@/*': ['./*'] } } }));
    writeFileSync(
      path.join(dir, 'app', 'page.tsx'),
      "import { Card } from '@/components/card';\nexport default function Page() { return <main className=\"hidden md:flex\"><Card /></main>; }\n",
    );
    writeFileSync(path.join(dir, 'components', 'card.tsx'), "import './unused.css';\nexport const Card = () => <p className={'card ' + 'tone'}><a className=\"after:content-['']\" /></p>;\n");
    writeFileSync(path.join(dir, 'components', 'other.tsx'), 'export const Other = () => <p className="other" />;\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // Tailwind's rules for `after:content-['']` and for an unused arbitrary value.
  const QUOTED = String.raw`.after\:content-\[\'\'\]:after{content:''}.after\:content-\[x\]:after{content:x}`;
  const sheet = '.hidden{display:none}.card{color:red}' + QUOTED + '.other{color:blue}@media (min-width:48rem){.md\\:flex{display:flex}}h2{margin:0}:focus-visible{outline:3px solid}[hidden]:where(:not([hidden=until-found])){display:none}.glyph-next:before{content:"x"}';

  it('gives the whole sheet when the entry names no pages', () => {
    const { css } = load(dir, sheet);
    expect(css).toContain('.other{color:blue}');
  });

  it("cuts the sheet to the classes of the named pages and the project's files they import, keeping rules of elements and states alone and keyed glyphs", () => {
    const { css, dependencies } = load(dir, `${sheet}\n@rules-of "./page.tsx";`);
    expect(css).toContain('.hidden{display:none}');
    expect(css).toContain('.md\\:flex{display:flex}');
    expect(css).toContain('.card{color:red}');
    // A class whose arbitrary value is quoted, kept; one the files never name, dropped.
    expect(css).toContain(String.raw`.after\:content-\[\'\'\]:after`);
    expect(css).not.toContain(String.raw`content-\[x`);
    expect(css).toContain('h2{margin:0}');
    expect(css).toContain(':focus-visible{outline:3px solid}');
    expect(css).toContain('[hidden]:where(:not([hidden=until-found])){display:none}');
    expect(css).not.toContain('purgecss');
    expect(css).toContain('.glyph-next:before');
    expect(css).not.toContain('.other');
    expect(css).not.toContain('@rules-of');
    expect(dependencies.sort()).toEqual([path.join(dir, 'app', 'page.tsx'), path.join(dir, 'components', 'card.tsx')]);
  });
});
