/**
 * The blog screens' own words (spec 1 §2, §8): headings, labels, buttons and the texts shown when there is
 * nothing to show. The blog's islands import this file, so it imports nothing (not even the site
 * configuration, which would bring its schema into their JavaScript); the listing's lead sits with the
 * other pages' copy (content/pages.ts).
 */
export const blogCopy = {
  listing: {
    eyebrow: 'Blog',
    title: 'Insight',
    categoryError: 'Failed to fetch blogs. Check console for details.',
    categoryEmpty: 'No blogs available for this category',
  },
  article: {
    eyebrow: 'Insight',
    banner: 'Blog',
    tags: 'Tags',
    noTags: 'No tags available',
    share: 'Share this article',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyFailed: 'Copying failed: use your browser to copy the link',
    contents: 'On this page',
    contentsLabel: 'Table of contents',
    breadcrumb: 'Breadcrumb',
    writtenBy: 'Written by',
    /** The error texts of spec 1 §8, by kind of upstream failure. */
    errors: {
      'bad-response': 'Blog not found or unexpected API shape. Check console for response.',
      unavailable: 'Failed to fetch blog. See console for details.',
      timeout: 'Failed to fetch blog. See console for details.',
    },
  },
  articleEnd: {
    heading: 'Keep reading',
    steps: 'Previous and next articles',
    previous: 'Previous article',
    next: 'Next article',
    related: 'Related articles',
  },
  sidebar: {
    label: 'Blog sidebar',
    toggle: 'Categories, search and sharing',
    search: 'Search',
    categories: 'Categories',
    all: 'All',
    related: 'Related posts',
    noRelated: 'No related posts found.',
    share: 'Share',
  },
  search: {
    label: 'Search the blog',
    button: 'Search',
    placeholder: 'Search articles',
    suggestions: 'Matching articles',
    /** What a screen reader hears when the suggestions under the search box change. */
    found: (count: number) => (count === 1 ? '1 article found' : `${count} articles found`),
    results: 'Search results',
    noMatches: 'No matching blogs found!',
  },
  latest: {
    label: 'Latest blogs',
    empty: 'No latest blogs found.',
    previous: 'Previous blogs',
    next: 'Next blogs',
  },
  pager: {
    label: 'Blog pages',
    previous: 'Prev',
    next: 'Next',
  },
  readMore: 'Read More',
  /** The category shown for a post that has none. */
  uncategorized: 'Uncategorized',
  loading: 'Loading...',
  share: {
    facebook: 'Share on Facebook',
    linkedin: 'Share on LinkedIn',
    twitter: 'Share on X (Twitter)',
    whatsapp: 'Share on WhatsApp',
  },
} as const;

/** How long an article takes to read, above its title: "Reading Time: 1 minute" / "Reading Time: N minutes" (spec 1 §2). */
export function readingTimeLabel(minutes: number): string {
  return `Reading Time: ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The label of a page number in the pager. */
export function pageLabel(page: number): string {
  return `Page ${page}`;
}
