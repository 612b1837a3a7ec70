import { blogCopy } from '@/content/blog';
import Link from '@/components/ui/link';
import { blogHref, categoryLabel } from '@/lib/blog/rules';
import type { Neighbours } from '@/lib/blog/related';
import type { Blog } from '@/lib/blog/types';
import { LinkPending } from './link-pending';

const label = 'block text-xs font-semibold uppercase tracking-[0.2em] text-ink-500';

/** The end of an article at every width: the previous and next posts, then three related posts. */
export function ArticleEnd({ neighbours, related }: { neighbours: Neighbours; related: readonly Blog[] }) {
  const candidates: { post: Blog | undefined; rel: string; text: string }[] = [
    { post: neighbours.previous, rel: 'prev', text: blogCopy.articleEnd.previous },
    { post: neighbours.next, rel: 'next', text: blogCopy.articleEnd.next },
  ];
  const steps = candidates.filter((step): step is { post: Blog; rel: string; text: string } => step.post !== undefined);
  if (steps.length === 0 && related.length === 0) return null;
  return (
    <section aria-labelledby="article-keep-reading" className="mt-14 border-t border-ink-100 pt-8">
      <h2 id="article-keep-reading" className="text-2xl font-semibold tracking-tight text-ink-900">
        {blogCopy.articleEnd.heading}
      </h2>
      {steps.length > 0 ? (
        <nav aria-label={blogCopy.articleEnd.steps} className="mt-6">
          <ul className="grid gap-4 sm:grid-cols-2">
            {steps.map(({ post, rel, text }) => (
              <li key={rel} className={rel === 'next' ? 'sm:col-start-2 sm:text-right' : undefined}>
                <Link href={blogHref(post)} rel={rel} className="block h-full rounded-2xl border border-ink-100 p-5 hover:border-brand-300 hover:bg-brand-50/40">
                  <span className={label}>{text}</span>
                  <span className="mt-2 block font-semibold leading-snug text-ink-900">{post.blog_title}</span>
                  <LinkPending showLabel />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {related.length > 0 ? (
        <>
          <h3 className="mt-10 text-lg font-semibold text-ink-900">{blogCopy.articleEnd.related}</h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {related.map((post) => (
              <li key={post.blog_slug}>
                <Link href={blogHref(post)} className="block h-full rounded-2xl border border-ink-100 p-5 hover:border-brand-300 hover:bg-brand-50/40">
                  <span className={label}>{categoryLabel(post)}</span>
                  <span className="mt-2 block font-semibold leading-snug text-ink-900">{post.blog_title}</span>
                  {post.formatted_date ? <span className="mt-2 block text-sm text-ink-500">{post.formatted_date}</span> : null}
                  <LinkPending showLabel />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
