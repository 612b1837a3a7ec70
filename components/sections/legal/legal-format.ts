import type { LegalSection } from '@/content/schemas';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `2026-11-01` -> `November 1, 2026`, the same on every server and in every time zone. */
export function formatLegalDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type LegalSectionWithId = LegalSection & { id: string };

/** Gives every section a readable anchor id, unique within the document, for the table of contents. */
export function withSectionIds(sections: LegalSection[]): LegalSectionWithId[] {
  const seen = new Map<string, number>();
  return sections.map((section, index) => {
    const base = slugify(section.heading) || `section-${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { ...section, id: count === 1 ? base : `${base}-${count}` };
  });
}
