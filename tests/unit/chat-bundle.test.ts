import fs from 'node:fs';
import path from 'node:path';

// The chatbot is the only island that runs zod in the browser: its own schemas, and the site's
// configuration it shows (content/site.ts). Classic zod (`from 'zod'`) would bring its whole API and
// every one of its locales into the contact page's JavaScript (the chat's chunk was 99 KB gzipped);
// these modules use zod/mini instead.
const root = path.resolve(__dirname, '../..');
const islandDirs = ['lib/chat', 'components/chat'];

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const zodImport = /\bfrom\s+['"](zod(?:\/[^'"]*)?)['"]/g;

describe('zod in the chatbot island', () => {
  // The chat checks names and addresses with the site's one validation module, which must stay zod-free.
  const files = [...islandDirs.flatMap(sources), 'content/site.ts', 'content/chat.ts', 'lib/contact/validation.ts'];

  it('finds the island’s modules', () => {
    expect(files).toEqual(expect.arrayContaining(['lib/chat/machine.ts', 'lib/chat/zod.ts', 'components/chat/chat-widget.tsx']));
  });

  it.each(files)('%s uses zod/mini (the chat through lib/chat/zod.ts)', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const imported = [...text.matchAll(zodImport)].map((match) => match[1]);
    if (file === 'lib/chat/zod.ts') {
      expect(imported.sort()).toEqual(['zod/mini', 'zod/mini', 'zod/v4/locales']);
    } else if (file === 'content/site.ts') {
      expect(imported).toEqual(['zod/mini']);
    } else {
      expect(imported).toEqual([]);
    }
  });
});
