import { blogCopy } from '@/content/blog';
import Link from '@/components/ui/link';
import { searchHref } from '@/lib/blog/rules';
import { LinkPending } from './link-pending';

/** A post's tags as chips linking to the search (spec 1 §2), or "No tags available". */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <p className="text-ink-500">{blogCopy.article.noTags}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            href={searchHref(tag)}
            className="inline-flex items-center rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-800 transition-colors hover:bg-brand-600 hover:text-white"
          >
            {tag}
            <LinkPending />
          </Link>
        </li>
      ))}
    </ul>
  );
}
