import { blogCopy } from '@/content/blog';
import Link from '@/components/ui/link';
import { getCategories, getLatestPosts } from '@/lib/blog';
import { blogHref, categoryHref, LATEST_POSTS_LIMIT, slugify } from '@/lib/blog/rules';
import { readOr } from './read';
import { SearchCombobox } from './search-combobox';
import { ShareButtons } from './share-buttons';
import { SidebarToggle, type SidebarBreakpoint } from './sidebar-toggle';
import { LinkPending } from './link-pending';

const heading = 'text-xs font-semibold uppercase tracking-[0.2em] text-ink-500';

/**
 * The search box of the blog screens: a plain GET form to /insight/search?discover=... (works without
 * JavaScript; next/form would add its client code to every blog page for a prefetch of a dynamic page),
 * whose input suggests matching posts as the visitor types once scripts run.
 */
export function BlogSearchForm({ defaultValue = '', id = 'blog-search' }: { defaultValue?: string; id?: string }) {
  return (
    <form action="/insight/search" role="search" className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {blogCopy.search.label}
      </label>
      <SearchCombobox
        id={id}
        defaultValue={defaultValue}
        className="w-full rounded-full border border-ink-200 bg-white px-4 py-2.5 text-ink-900 placeholder:text-ink-400 focus:border-brand-500"
      />
      <button type="submit" className="rounded-full bg-ink-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {blogCopy.search.button}
      </button>
    </form>
  );
}

/**
 * The sidebar of the blog screens (spec 1 §2): categories with "All" selected by default, the search box,
 * up to 6 related posts from the latest posts and share links. A column from `breakpoint` up, a toggle
 * below it. Failed reads show empty lists; the error is only logged (spec 1 §8).
 */
export async function BlogSidebar({
  share,
  selectedCategory,
  currentSlug,
  searchText = '',
  showSearch = true,
  breakpoint = 'lg',
}: {
  /** The page being shared (absolute URL) and its title. */
  share: { url: string; title: string };
  /** Category slug or name shown as selected; "All" when absent. */
  selectedCategory?: string;
  /** An article's slug, left out of the related posts. */
  currentSlug?: string;
  searchText?: string;
  /** Off on the search page, which has its own search box. */
  showSearch?: boolean;
  breakpoint?: SidebarBreakpoint;
}) {
  const [categories, latest] = await Promise.all([
    readOr('categories', () => getCategories(), []),
    readOr('latest posts', () => getLatestPosts(LATEST_POSTS_LIMIT + 1), []),
  ]);
  const related = latest.filter((post) => post.blog_slug !== currentSlug).slice(0, LATEST_POSTS_LIMIT);
  const selected = selectedCategory ? slugify(selectedCategory) : '';
  const item = (active: boolean) =>
    `sidebar-item ${active ? 'bg-ink-900 font-semibold text-white' : 'text-ink-700 hover:bg-brand-50 hover:text-brand-700'}`;

  return (
    <aside aria-label={blogCopy.sidebar.label}>
      <SidebarToggle breakpoint={breakpoint}>
        <div className="space-y-8 rounded-2xl border border-ink-100 bg-ink-50/60 p-6">
          {showSearch ? (
            <section aria-labelledby="sidebar-search">
              <h2 id="sidebar-search" className={heading}>
                {blogCopy.sidebar.search}
              </h2>
              <div className="mt-3">
                <BlogSearchForm defaultValue={searchText} id="sidebar-search-input" />
              </div>
            </section>
          ) : null}

          <section aria-labelledby="sidebar-categories">
            <h2 id="sidebar-categories" className={heading}>
              {blogCopy.sidebar.categories}
            </h2>
            <ul className="mt-3 space-y-1">
              <li>
                <Link href="/insight/page/1" aria-current={selected === '' ? 'page' : undefined} className={item(selected === '')}>
                  {blogCopy.sidebar.all}
                  <LinkPending showLabel />
                </Link>
              </li>
              {categories.map((category) => {
                const active = selected !== '' && slugify(category.category_name) === selected;
                return (
                  <li key={category.category_name}>
                    <Link href={categoryHref(category.category_name)} aria-current={active ? 'page' : undefined} className={item(active)}>
                      {category.category_name}
                      <LinkPending showLabel />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="sidebar-related">
            <h2 id="sidebar-related" className={heading}>
              {blogCopy.sidebar.related}
            </h2>
            {related.length === 0 ? (
              <p className="mt-3 text-ink-500">{blogCopy.sidebar.noRelated}</p>
            ) : (
              <ul className="mt-3 space-y-4">
                {related.map((post) => (
                  <li key={post.blog_slug}>
                    <Link href={blogHref(post)} className="group block">
                      <span className="block font-medium leading-snug text-ink-900 group-hover:text-brand-700">{post.blog_title}</span>
                      {post.formatted_date ? <span className="mt-1 block text-sm text-ink-500">{post.formatted_date}</span> : null}
                      <LinkPending showLabel />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="sidebar-share">
            <h2 id="sidebar-share" className={heading}>
              {blogCopy.sidebar.share}
            </h2>
            <div className="mt-3">
              <ShareButtons url={share.url} title={share.title} size="sm" />
            </div>
          </section>
        </div>
      </SidebarToggle>
    </aside>
  );
}

/** The sidebar's shape while a screen loads. */
BlogSidebar.Skeleton = function BlogSidebarSkeleton() {
  return (
    <div aria-hidden="true" className="hidden space-y-4 rounded-2xl border border-ink-100 bg-ink-50/60 p-6 lg:block">
      {['w-1/3', 'w-full', 'w-1/2', 'w-2/3', 'w-3/4', 'w-1/2'].map((width, index) => (
        <div key={index} className={`h-5 animate-pulse rounded-md bg-ink-100 motion-reduce:animate-none ${width}`} />
      ))}
    </div>
  );
};
