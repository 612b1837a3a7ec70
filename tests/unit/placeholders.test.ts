// The build's reminder of the placeholder block in content/site.ts (printed by next.config.ts).
import { placeholderEntries } from '@/content/site';
import { placeholderWarning, unsetPlaceholders } from '@/lib/placeholders';

describe('placeholder links', () => {
  it('the shipped block holds the contact email and every client and partner site, all on .example', () => {
    const entries = placeholderEntries();
    expect(entries[0]).toEqual({ name: 'email', value: 'hello@luminadigital.example' });
    expect(entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['clientSites.world-model-hunt', 'partnerSites.northwind-logistics']),
    );
    expect(unsetPlaceholders(entries)).toEqual(entries);
  });

  it('lists only the entries still on a reserved host', () => {
    const entries = [
      { name: 'email', value: 'hello@agency.com' },
      { name: 'clientSites.a', value: 'https://a.example' },
      { name: 'clientSites.b', value: 'https://www.b-client.com' },
      { name: 'partnerSites.c', value: 'https://c.test/path' },
    ];
    expect(unsetPlaceholders(entries).map((entry) => entry.name)).toEqual(['clientSites.a', 'partnerSites.c']);
  });

  it('warns for a real site URL only, naming each unset entry', () => {
    const entries = [
      { name: 'email', value: 'hello@agency.example' },
      { name: 'clientSites.b', value: 'https://www.b-client.com' },
    ];
    expect(placeholderWarning('https://www.agency.com', entries)).toBe(
      'Warning: 1 placeholder link is still set in content/site.ts (PLACEHOLDERS block) for https://www.agency.com:\n' +
        '  - email: hello@agency.example',
    );
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3400', 'http://[::1]:3000']) {
      expect(placeholderWarning(local, entries)).toBeUndefined();
    }
    expect(placeholderWarning('https://www.agency.com', [{ name: 'email', value: 'hello@agency.com' }])).toBeUndefined();
  });
});
