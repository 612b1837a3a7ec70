/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// All copy lives in content/ (the README's "rebrand in one file", and a translation in one place): the
// components and pages only place it. A word written between tags, or in an attribute a person reads or
// hears, fails here with its file and line. Punctuation and spacing between copy stay in the markup.
const ROOT = join(__dirname, '..', '..');
const FOLDERS = ['components', 'app'];
/** Attributes whose text a visitor reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'alt', 'title', 'placeholder', 'label']);
const WORD = /[A-Za-z]{2,}/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** The literal text of an attribute's value: a string, or a template's fixed parts. */
function literalText(initializer: ts.JsxAttribute['initializer']): string {
  if (!initializer) return '';
  if (ts.isStringLiteral(initializer)) return initializer.text;
  if (!ts.isJsxExpression(initializer) || !initializer.expression) return '';
  const expression = initializer.expression;
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (ts.isTemplateExpression(expression)) return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ');
  return '';
}

/** `file:line: text` for each word of copy written in `file`'s JSX. */
function copyIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, words: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(ROOT, file)}:${line + 1}: ${words.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const words = literalText(node.initializer);
      if (WORD.test(words)) report(node, words);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('copy has one owner, content/', () => {
  it('finds the components and pages', () => {
    const files = FOLDERS.flatMap((folder) => sources(join(ROOT, folder))).map((file) => relative(ROOT, file));
    expect(files).toEqual(expect.arrayContaining(['app/layout.tsx', 'components/chat/chat-widget.tsx']));
  });

  it('finds copy written in markup and in a read attribute, and lets punctuation and code through', () => {
    const sample = [
      'export const A = () => <p className="mt-2">Visit the live site <b>{name}</b>: {title}.</p>;',
      'export const B = () => <ul aria-label={`${project} screens`} />;',
      'export const C = () => <img alt="" src={src} aria-label={labels.open} title={`${a}: ${b}`} />;',
    ].join('\n');
    expect(copyIn(join(ROOT, 'components/sample.tsx'), sample)).toEqual([
      'components/sample.tsx:1: Visit the live site',
      'components/sample.tsx:2: screens',
    ]);
  });

  it('is written in no component or page', () => {
    expect(FOLDERS.flatMap((folder) => sources(join(ROOT, folder))).flatMap((file) => copyIn(file))).toEqual([]);
  });
});
