/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { configVariables, OUTSIDE_CONFIG } from '@/lib/config';

// The README's table of variables is what an operator reads; lib/config.ts is what the site parses.
type Row = { names: string[]; defaults: string; purpose: string };

function readmeRows(): Row[] {
  const readme = fs.readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
  const lines = readme.split('\n');
  const header = lines.findIndex((line) => /^\| Variable \| Default \| Purpose \|$/.test(line.trim()));
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [names = '', defaults = '', purpose = ''] = line.split('|').slice(1, -1).map((cell) => cell.trim());
    rows.push({ names: [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? ''), defaults, purpose });
  }
  return rows;
}

const LITERAL = /^`[^`]*`(, `[^`]*`)*$/;

/**
 * The defaults a row states, one per variable: `unset` is none; a cell of only quoted values gives them in
 * the order of the names; any other cell describes a default derived from other settings (none of its own).
 */
function statedDefaults(row: Row): (string | undefined)[] {
  const literal = LITERAL.test(row.defaults);
  const values = literal ? [...row.defaults.matchAll(/`([^`]*)`/g)].map((match) => match[1]) : [];
  return row.names.map((_, index) => (literal ? values[index] : undefined));
}

const testsOnly = (row: Row) => row.purpose.startsWith('Tests only:');

describe("the README's table of environment variables", () => {
  const rows = readmeRows();
  const schema = new Map(configVariables().map((variable) => [variable.name, variable.default]));
  const outside: readonly string[] = OUTSIDE_CONFIG;

  it('is found, with a name in every row', () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.names.length).toBeGreaterThan(0);
    // A row of several variables states one default for each.
    for (const row of rows.filter((candidate) => LITERAL.test(candidate.defaults) && candidate.names.length > 1)) {
      expect({ names: row.names, defaults: row.defaults.split(', ').length }).toEqual({ names: row.names, defaults: row.names.length });
    }
  });

  it('lists only variables lib/config.ts parses, apart from those of the tests and the runtime markers', () => {
    const unknown = rows
      .filter((row) => !testsOnly(row))
      .flatMap((row) => row.names)
      .filter((name) => !schema.has(name) && !outside.includes(name));
    expect(unknown).toEqual([]);
  });

  it('lists every variable lib/config.ts parses', () => {
    const listed = new Set(rows.flatMap((row) => row.names));
    expect([...schema.keys()].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('states the defaults lib/config.ts applies', () => {
    const differences = rows
      .filter((row) => !testsOnly(row))
      .flatMap((row) => row.names.map((name, index) => ({ name, readme: statedDefaults(row)[index] })))
      .filter(({ name }) => schema.has(name))
      .map(({ name, readme }) => ({ name, readme, schema: schema.get(name) }))
      .filter(({ readme, schema: parsed }) => readme !== parsed);
    expect(differences).toEqual([]);
  });
});
