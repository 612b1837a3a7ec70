import { mediaIntro } from '@/content/publications';
import { Picture } from '@/components/ui/picture';
import type { Publication } from '@/content/schemas';

/** The publication tiles of /discover/media-marvels: logo, name, focus and ISSN (none for the brand-only tile). */
export function PublicationGrid({ publications }: { publications: Publication[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {publications.map((publication) => (
        <li key={publication.name}>
          <article className="flex h-full flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink-900/5">
            <Picture
              image={publication.logo}
              sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 90vw"
              className="h-auto w-full rounded-2xl"
            />
            <div className="flex flex-1 flex-col px-2 pb-2 pt-5">
              <h3 className="text-lg font-semibold text-ink-900">{publication.name}</h3>
              <p className="mt-2 flex-1 text-ink-600">{publication.focus}</p>
              {publication.issn ? (
                <p className="mt-5 self-start rounded-full bg-brand-50 px-3 py-1 font-mono text-sm font-medium text-brand-800">
                  {mediaIntro.issnBadge(publication.issn)}
                </p>
              ) : (
                <p className="mt-5 self-start rounded-full bg-ink-100 px-3 py-1 text-sm font-medium text-ink-700">
                  {mediaIntro.studioJournal}
                </p>
              )}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
