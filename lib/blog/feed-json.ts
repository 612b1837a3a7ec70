// JSON Feed 1.1 (https://jsonfeed.org/version/1.1) written from a `feed` Feed object: the package writes
// version 1 (a single `author`, no `language`, `date_modified` only).
import type { Feed } from 'feed';

type Author = { name?: string; url?: string };

function authorsOf(value: unknown): Author[] {
  const list = (Array.isArray(value) ? value : value ? [value] : []) as { name?: string; link?: string }[];
  return list.map(({ name, link }) => ({ ...(name ? { name } : {}), ...(link ? { url: link } : {}) }));
}

export function jsonFeed11(feed: Feed): string {
  const { options } = feed;
  const document = {
    version: 'https://jsonfeed.org/version/1.1',
    title: options.title,
    ...(options.link ? { home_page_url: options.link } : {}),
    ...(options.feedLinks?.json ? { feed_url: options.feedLinks.json as string } : {}),
    ...(options.description ? { description: options.description } : {}),
    ...(options.image ? { icon: options.image } : {}),
    ...(options.favicon ? { favicon: options.favicon } : {}),
    ...(options.language ? { language: options.language } : {}),
    authors: authorsOf(options.author),
    items: feed.items.map((item) => ({
      id: item.id ?? item.link,
      url: item.link,
      title: item.title,
      ...(item.description ? { summary: item.description } : {}),
      content_html: item.content ?? item.description ?? '',
      ...(item.image ? { image: typeof item.image === 'string' ? item.image : item.image.url } : {}),
      date_published: (item.published ?? item.date).toISOString(),
      ...(item.published ? { date_modified: item.date.toISOString() } : {}),
      authors: authorsOf(item.author),
      ...(item.category ? { tags: item.category.flatMap((category) => (category.name ? [category.name] : [])) } : {}),
    })),
  };
  return JSON.stringify(document);
}
