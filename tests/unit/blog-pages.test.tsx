// The blog screens' building blocks as a visitor sees them: pager, cards, tags, search grid, carousel,
// sidebar toggle, share links and the article screen.
import Link from 'next/link';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ArticleScreen } from '@/components/blog/article';
import { LatestBlogsCarousel, step, visibleIndexes, type CarouselPost } from '@/components/blog/latest-blogs-carousel';
import { Pager } from '@/components/blog/pager';
import { PostCard } from '@/components/blog/post-card';
import { SearchResults } from '@/components/blog/search-results';
import { shareLinks, ShareButtons } from '@/components/blog/share-buttons';
import { SidebarToggle } from '@/components/blog/sidebar-toggle';
import { TagChips } from '@/components/blog/tag-chips';
import { toBlog } from '@/lib/blog/reshape';
import { listingHref } from '@/lib/blog/rules';
import type { Blog } from '@/lib/blog/types';

// The sidebar reads blog data on the server; the screens under test only need its place.
jest.mock('@/components/blog/sidebar', () => ({
  BlogSidebar: () => <aside aria-label="Blog sidebar" />,
  BlogSearchForm: () => null,
}));

const post = (overrides: Partial<Parameters<typeof toBlog>[0]> = {}): Blog =>
  toBlog({
    id: 7,
    slug: 'brand-audit',
    title: 'Brand audit',
    description: 'How to audit a brand.',
    featureImage: '/blog/brand-audit.svg',
    html: '<p>Body text.</p>',
    tags: 'branding, audit',
    category: 'Branding',
    date: '2026-05-04',
    ...overrides,
  });

describe('Pager', () => {
  const hrefFor = (n: number) => listingHref(n);

  it('page 2 of 4: Prev and Next link to the neighbours, the current page is marked', () => {
    render(<Pager page={2} totalPages={4} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/insight/page/1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/insight/page/3');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link', { name: /^Page \d$/ }).map((link) => link.textContent)).toEqual(['1', '2', '3', '4']);
  });

  it.each([
    [1, 4, 'Prev'],
    [4, 4, 'Next'],
  ])('on page %i of %i, %s is shown but is not a link', (page, total, label) => {
    render(<Pager page={page} totalPages={total} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: label })).toBeNull();
    expect(screen.getByText(label)).toHaveAttribute('aria-disabled', 'true');
  });

  it('a single page needs no pager', () => {
    const { container } = render(<Pager page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('long lists collapse gaps into ellipses and keep the category in the links', () => {
    const { container } = render(<Pager page={10} totalPages={20} hrefFor={(n) => listingHref(n, 'seo')} />);
    const pages = screen.getAllByRole('link', { name: /^Page / }).map((link) => Number(link.textContent));
    expect(pages).toEqual([1, 2, 3, 8, 9, 10, 11, 12, 18, 19, 20]);
    // The gaps: an ellipsis drawn by the stylesheet (components/ui/glyph.tsx), hidden from screen readers.
    const gaps = [...container.querySelectorAll('li[aria-hidden="true"]')];
    expect(gaps.map((gap) => gap.previousElementSibling?.textContent)).toEqual(['3', '12']);
    for (const gap of gaps) expect(gap.querySelector('.glyph-ellipsis')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/insight/page/11?category=seo');
  });
});

describe('PostCard', () => {
  const longTitle = 'Core Web Vitals for Marketing Sites: What Actually Moves the Needle';
  const longDescription = 'x'.repeat(150);

  it.each([
    ['listing', `${longTitle.slice(0, 60)}...`, `${'x'.repeat(110)}...`],
    ['category', `${longTitle.slice(0, 50)}...`, `${'x'.repeat(100)}...`],
  ] as const)('%s card cuts the title and description by the spec', (variant, title, description) => {
    render(<PostCard post={post({ title: longTitle, description: longDescription })} variant={variant} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it('shows the date and links title and "Read More" to the post by the link rule', () => {
    render(<PostCard post={post()} />);
    expect(screen.getByText('May 4, 2026')).toHaveAttribute('datetime', '2026-05-04');
    expect(screen.getByRole('link', { name: 'Brand audit' })).toHaveAttribute('href', '/insight/blogs/7/brand-audit');
    expect(screen.getByRole('link', { name: /^Read More\s?: Brand audit/ })).toHaveAttribute('href', '/insight/blogs/7/brand-audit');
  });

  it.each([
    [true, 'eager', 'high', 'sync'],
    [false, 'lazy', null, 'async'],
  ] as const)('priority %s: the image loads %s, fetch priority %s, decoded %s', (priority, loading, fetchPriority, decoding) => {
    const { container } = render(<PostCard post={post()} priority={priority} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', loading);
    expect(image?.getAttribute('fetchpriority')).toBe(fetchPriority);
    expect(image).toHaveAttribute('decoding', decoding);
  });

  it('the priority card carries its small SVG inside the page; the others ask for it', () => {
    const image = '/blog/core-web-vitals-for-marketing-sites.svg';
    const first = render(<PostCard post={post({ featureImage: image })} priority />).container.querySelector('img');
    expect(first?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    const later = render(<PostCard post={post({ featureImage: image })} />).container.querySelector('img');
    expect(later).toHaveAttribute('src', image);
  });

  it('a post without an image gets a branded panel, never a broken image', () => {
    const { container } = render(<PostCard post={post({ featureImage: undefined })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Branding')).toBeInTheDocument();
  });
});

describe('TagChips', () => {
  it('links each tag to the search', () => {
    render(<TagChips tags={['core web vitals', 'seo']} />);
    expect(screen.getByRole('link', { name: 'core web vitals' })).toHaveAttribute('href', '/insight/search?discover=core%20web%20vitals');
    expect(screen.getByRole('link', { name: 'seo' })).toHaveAttribute('href', '/insight/search?discover=seo');
  });

  it('says "No tags available" without tags', () => {
    render(<TagChips tags={[]} />);
    expect(screen.getByText('No tags available')).toBeInTheDocument();
  });
});

describe('SearchResults', () => {
  it('shows "No matching blogs found!" for no results', () => {
    render(<SearchResults posts={[]} />);
    expect(screen.getByText('No matching blogs found!')).toBeInTheDocument();
  });

  it('each result is one link named by its category and title', () => {
    render(<SearchResults posts={[post(), post({ id: undefined, slug: 'style-notes', title: 'Style notes', category: '' })]} />);
    expect(screen.getByRole('link', { name: 'Branding Brand audit' })).toHaveAttribute('href', '/insight/blogs/7/brand-audit');
    expect(screen.getByRole('link', { name: 'Uncategorized Style notes' })).toHaveAttribute('href', '/style-notes');
  });
});

describe('latest blogs carousel', () => {
  it.each([
    [0, 6, [0, 1, 2]],
    [4, 6, [4, 5, 0]],
    [5, 6, [5, 0, 1]],
    [0, 2, [0, 1]],
    [7, 6, [1, 2, 3]],
    [0, 0, []],
  ])('visibleIndexes(%i, %i) = %j', (start, total, shown) => {
    expect(visibleIndexes(start, total)).toEqual(shown);
  });

  it.each([
    [0, 6, 1, 1],
    [5, 6, 1, 0],
    [0, 6, -1, 5],
    [0, 0, 1, 0],
  ] as const)('step(%i, %i, %i) = %i', (start, total, direction, next) => {
    expect(step(start, total, direction)).toBe(next);
  });

  const carouselPosts: CarouselPost[] = Array.from({ length: 5 }, (_, index) => ({
    href: `/blog/post-${index + 1}`,
    title: `Post ${index + 1}`,
    description: `About ${index + 1}`,
    category: 'SEO',
    date: 'May 4, 2026',
  }));
  const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

  it('shows 3 at a time; next and previous wrap around the ends', () => {
    render(<LatestBlogsCarousel posts={carouselPosts} />);
    expect(titles()).toEqual(['Post 1', 'Post 2', 'Post 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous blogs' }));
    expect(titles()).toEqual(['Post 5', 'Post 1', 'Post 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Next blogs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next blogs' }));
    expect(titles()).toEqual(['Post 2', 'Post 3', 'Post 4']);
  });

  it('says "No latest blogs found." when empty, and a single post has no controls', () => {
    const { rerender } = render(<LatestBlogsCarousel posts={[]} />);
    expect(screen.getByText('No latest blogs found.')).toBeInTheDocument();
    rerender(<LatestBlogsCarousel posts={carouselPosts.slice(0, 1)} />);
    expect(titles()).toEqual(['Post 1']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('SidebarToggle', () => {
  function setup() {
    render(
      <div>
        <p>Outside</p>
        <SidebarToggle>
          <Link href="/blog/seo/page/1">SEO</Link>
        </SidebarToggle>
      </div>,
    );
    return screen.getByRole('button', { name: 'Categories, search and sharing' });
  }

  it('opens and closes with its button, reporting aria-expanded', () => {
    const button = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveClass('block');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', () => {
    const button = setup();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('SEO'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Esc and gives focus back to its button', () => {
    const button = setup();
    fireEvent.click(button);
    act(() => screen.getByText('SEO').focus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link inside is followed', () => {
    const button = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'SEO' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('share links', () => {
  const url = 'https://www.example.com/insight/blogs/7/brand-audit';
  const title = 'Brand audit & checklist';

  it('builds the four networks’ share URLs with the page URL and title', () => {
    expect(shareLinks(url, title).map((link) => [link.label, link.href])).toEqual([
      ['Share on Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
      ['Share on LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
      ['Share on X (Twitter)', `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`],
      ['Share on WhatsApp', `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}`],
    ]);
  });

  it('renders them as new-tab links without opener or referrer', () => {
    render(<ShareButtons url={url} title={title} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('ArticleScreen', () => {
  const url = 'https://www.example.com/insight/blogs/7/brand-audit';
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

  function renderArticle(blog: Blog) {
    return render(<ArticleScreen post={blog} posts={[]} url={url} siteUrl="https://www.example.com" shareImage="/insight/og/brand-audit" />);
  }

  it('shows the banner, category, date, reading time, title, body, tags, share links and company card', () => {
    const { container } = renderArticle(post({ html: `<h2>Plan</h2><p>${words(450)}</p>` }));
    expect(screen.getByText('Blog', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Brand audit' })).toBeInTheDocument();
    // The category chip and the breadcrumb both lead to the category.
    for (const link of screen.getAllByRole('link', { name: 'Branding' })) expect(link).toHaveAttribute('href', '/blog/branding/page/1');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home/Insight/Branding/Brand audit');
    expect(screen.getByText('May 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('Reading Time: 3 minutes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'audit' })).toHaveAttribute('href', '/insight/search?discover=audit');
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(url)));
    expect(screen.getByRole('heading', { level: 2, name: 'Lumina Digital' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lumina Digital on LinkedIn' })).toBeInTheDocument();
    const jsonLd = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '')).toEqual([
      expect.objectContaining({ '@type': 'BlogPosting', url }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
  });

  it('falls back to "Uncategorized" (not a link), "No tags available" and "1 minute"', () => {
    renderArticle(post({ category: '', tags: '', html: '<p>Short.</p><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>' }));
    expect(screen.getByText('Uncategorized')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Uncategorized' })).toBeNull();
    expect(screen.getByText('No tags available')).toBeInTheDocument();
    expect(screen.getByText('Reading Time: 1 minute')).toBeInTheDocument();
  });
});
