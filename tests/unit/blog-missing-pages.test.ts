// The proxy's check for blog pages that do not exist (served the prerendered 404 page instead of
// Next.js's bare error document): the same rules as the pages' own notFound() calls.
import { uncachedReads } from '@/lib/blog';
import { LIST_RENEW_MS, MISSING_DEADLINE_MS, MISSING_TTL_MS, createMissingPageChecker, paramsOf } from '@/lib/blog/missing-pages';
import { toBlog } from '@/lib/blog/reshape';
import { paginate } from '@/lib/blog/rules';
import { UpstreamError } from '@/lib/blog/upstream';

jest.mock('@/lib/blog', () => {
  const { UpstreamError: RealUpstreamError } = jest.requireActual<typeof import('@/lib/blog/upstream')>('@/lib/blog/upstream');
  return {
    UpstreamError: RealUpstreamError,
    uncachedReads: { getPost: jest.fn(), getPostsPage: jest.fn(), getPostsByCategory: jest.fn(), getCategories: jest.fn(), listedPosts: jest.fn() },
  };
});

const mockedGetPost = jest.mocked(uncachedReads.getPost);
const mockedGetPostsPage = jest.mocked(uncachedReads.getPostsPage);
const mockedGetPostsByCategory = jest.mocked(uncachedReads.getPostsByCategory);
const mockedGetCategories = jest.mocked(uncachedReads.getCategories);
const mockedListedPosts = jest.mocked(uncachedReads.listedPosts);

const withId = toBlog({ id: 7, slug: 'brand-audit', title: 'Brand audit', html: '<p>Body.</p>', category: 'Branding' });
const styleGuide = toBlog({ slug: 'style-guide-basics', title: 'Style guide basics', html: '<p>Voice.</p>', category: 'Branding' });
const styleWithId = toBlog({ id: 9, slug: 'style-tiles', title: 'Style tiles', html: '<p>Tiles.</p>' });
const posts = [withId, styleGuide, styleWithId, withId, styleGuide, styleWithId];

const ARTICLE = '/insight/blogs/[id]/[blogSlug]';
const none = new URLSearchParams();

beforeEach(() => {
  mockedGetPost.mockReset();
  mockedGetPostsPage.mockReset();
  mockedGetPostsByCategory.mockReset();
  mockedGetPost.mockImplementation(async (slug) => [withId, styleGuide, styleWithId].find((post) => post.blog_slug === slug) ?? null);
  // Six posts: two listing pages of four.
  mockedGetPostsPage.mockImplementation(async (page, category) =>
    paginate(category ? posts.filter((post) => post.category_name === category) : posts, page),
  );
  mockedGetPostsByCategory.mockImplementation(async (slug) => posts.filter((post) => post.category_name.toLowerCase() === slug));
  // The upstream may list a category whose posts it does not return.
  mockedGetCategories.mockReset();
  mockedGetCategories.mockResolvedValue([{ category_name: 'Branding' }, { category_name: 'Listed Only' }] as Awaited<ReturnType<typeof uncachedReads.getCategories>>);
  mockedListedPosts.mockReset();
  mockedListedPosts.mockResolvedValue([withId, styleGuide].map(({ blog_slug, id }) => ({ blog_slug, id })));
});

describe('paramsOf', () => {
  it('reads each dynamic segment, decoded', () => {
    expect(paramsOf(ARTICLE, '/insight/blogs/7/brand-audit')).toEqual({ id: '7', blogSlug: 'brand-audit' });
    expect(paramsOf('/blog/[slug]', '/blog/caf%C3%A9%20au%20lait')).toEqual({ slug: 'café au lait' });
    expect(paramsOf('/blog/[slug]/page/[page]', '/blog/branding/page/2/')).toEqual({ slug: 'branding', page: '2' });
  });

  it('gives nothing for a path the route does not describe, or a segment that cannot be decoded', () => {
    expect(paramsOf(ARTICLE, '/insight/blogs/7')).toBeUndefined();
    expect(paramsOf(ARTICLE, '/insight/posts/7/brand-audit')).toBeUndefined();
    expect(paramsOf('/blog/[slug]', '/blog/%E0%A4%A')).toBeUndefined();
  });
});

describe('missing blog pages', () => {
  it('articles: an unknown slug and a wrong id are missing; the root serves every post', async () => {
    const checker = createMissingPageChecker();
    expect(await checker.isMissing(ARTICLE, '/insight/blogs/7/brand-audit', none)).toBe(false);
    expect(await checker.isMissing(ARTICLE, '/insight/blogs/8/brand-audit', none)).toBe(true);
    expect(await checker.isMissing(ARTICLE, '/insight/blogs/999/no-such-post', none)).toBe(true);
    expect(await checker.isMissing('/blog/[slug]', '/blog/brand-audit', none)).toBe(false);
    expect(await checker.isMissing('/blog/[slug]', '/blog/no-such-post', none)).toBe(true);
    expect(await checker.isMissing('/[blogSlug]', '/style-guide-basics', none)).toBe(false);
    // Posts whose own link is elsewhere (/insight/blogs/9/style-tiles, /insight/blogs/7/brand-audit) too.
    expect(await checker.isMissing('/[blogSlug]', '/style-tiles', none)).toBe(false);
    expect(await checker.isMissing('/[blogSlug]', '/brand-audit', none)).toBe(false);
    expect(await checker.isMissing('/[blogSlug]', '/no-such-post', none)).toBe(true);
  });

  it('a root path no post could have is missing without reading the data source', async () => {
    const checker = createMissingPageChecker();
    expect(await checker.isMissing('/[blogSlug]', '/favicon.ico', none)).toBe(true);
    expect(await checker.isMissing('/[blogSlug]', '/.env', none)).toBe(true);
    expect(mockedGetPost).not.toHaveBeenCalled();
  });

  it('listing pages past the last one, with and without a category filter', async () => {
    const checker = createMissingPageChecker();
    expect(await checker.isMissing('/insight/page/[page]', '/insight/page/2', none)).toBe(false);
    expect(await checker.isMissing('/insight/page/[page]', '/insight/page/3', none)).toBe(true);
    // Page 1 always exists; it is read all the same, so that a failed read is known before the page renders.
    expect(await checker.isMissing('/insight/page/[page]', '/insight/page/1', none)).toBe(false);
    expect(mockedGetPostsPage).toHaveBeenCalledTimes(3);

    const filtered = '/insight/page/[page]/filtered';
    const branding = new URLSearchParams({ category: ' Branding ' });
    expect(await checker.isMissing(filtered, '/insight/page/1/filtered', branding)).toBe(false);
    expect(await checker.isMissing(filtered, '/insight/page/2/filtered', branding)).toBe(true);
    // No usable category: the page redirects to the plain listing.
    expect(await checker.isMissing(filtered, '/insight/page/2/filtered', new URLSearchParams({ category: '--' }))).toBe(false);
  });

  it('category pages: no usable slug, a category that does not exist, or a page past the last one', async () => {
    const checker = createMissingPageChecker();
    const route = '/blog/[slug]/page/[page]';
    expect(await checker.isMissing(route, '/blog/branding/page/1', none)).toBe(false);
    expect(await checker.isMissing(route, '/blog/branding/page/2', none)).toBe(true);
    expect(await checker.isMissing(route, '/blog/---/page/1', none)).toBe(true);
    // No posts and in no category list: no such category, on any page.
    expect(await checker.isMissing(route, '/blog/unknown-topic/page/1', none)).toBe(true);
    expect(await checker.isMissing(route, '/blog/unknown-topic/page/3', none)).toBe(true);
    // A listed category without posts shows its empty text on its one page.
    expect(await checker.isMissing(route, '/blog/listed-only/page/1', none)).toBe(false);
    expect(await checker.isMissing(route, '/blog/listed-only/page/2', none)).toBe(true);
  });

  it('other routes and paths are left to the pages', async () => {
    const checker = createMissingPageChecker();
    expect(await checker.isMissing('/portfolio-profile/[slug]', '/portfolio-profile/nope', none)).toBe(false);
    expect(await checker.isMissing(ARTICLE, '/insight/blogs/7', none)).toBe(false);
  });

  it('an upstream failure is not a 404 (the page shows its error text) and is asked again next time', async () => {
    const checker = createMissingPageChecker();
    mockedGetPost.mockRejectedValueOnce(new UpstreamError('unavailable', 'down'));
    expect(await checker.isMissing('/blog/[slug]', '/blog/no-such-post', none)).toBe(false);
    expect(await checker.isMissing('/blog/[slug]', '/blog/no-such-post', none)).toBe(true);
    expect(mockedGetPost).toHaveBeenCalledTimes(2);
  });

  it('other errors are not swallowed', async () => {
    const checker = createMissingPageChecker();
    mockedGetPost.mockRejectedValueOnce(new TypeError('bug'));
    await expect(checker.isMissing('/blog/[slug]', '/blog/brand-audit', none)).rejects.toThrow('bug');
  });

  it('answers are reused for MISSING_TTL_MS, then read again (a post published upstream shows)', async () => {
    let now = 1_000;
    const checker = createMissingPageChecker({ now: () => now });
    expect(await checker.isMissing('/blog/[slug]', '/blog/fresh-post', none)).toBe(true);
    const fresh = toBlog({ slug: 'fresh-post', title: 'Fresh', html: '<p>New.</p>' });
    mockedGetPost.mockResolvedValue(fresh);
    now += MISSING_TTL_MS - 1;
    expect(await checker.isMissing('/blog/[slug]', '/blog/fresh-post', none)).toBe(true);
    expect(mockedGetPost).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await checker.isMissing('/blog/[slug]', '/blog/fresh-post', none)).toBe(false);
    expect(mockedGetPost).toHaveBeenCalledTimes(2);
  });
});

describe('a slow data source', () => {
  afterEach(() => jest.useRealTimers());

  it('leaves the decision to the page after MISSING_DEADLINE_MS, and asks again next time', async () => {
    jest.useFakeTimers();
    const checker = createMissingPageChecker();
    let answer: (post: null) => void = () => undefined;
    mockedGetPost.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const pending = checker.isMissing('/blog/[slug]', '/blog/slow-post', none);
    await jest.advanceTimersByTimeAsync(MISSING_DEADLINE_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toBe(false);
    // The late answer is not kept: the next request asks again.
    answer(null);
    expect(await checker.isMissing('/blog/[slug]', '/blog/slow-post', none)).toBe(true);
    expect(mockedGetPost).toHaveBeenCalledTimes(2);
  });

  it('waits for the answer with no deadline (the markdown files: a cold start is slow, never failing)', async () => {
    jest.useFakeTimers();
    const checker = createMissingPageChecker({ deadlineMs: Number.POSITIVE_INFINITY });
    let answer: (post: null) => void = () => undefined;
    mockedGetPost.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const pending = checker.isMissing('/blog/[slug]', '/blog/cold-start', none);
    await jest.advanceTimersByTimeAsync(MISSING_DEADLINE_MS * 5);
    answer(null);
    expect(await pending).toBe(true);
  });
});

describe('with an upstream: the proxy answers an article read that fails', () => {
  afterEach(() => jest.useRealTimers());

  it('reports the failure of an article, category or listing read', async () => {
    const checker = createMissingPageChecker({ articleDeadlineMs: 2000 });
    mockedGetPost.mockRejectedValueOnce(new UpstreamError('unavailable', 'down'));
    expect(await checker.decide('/blog/[slug]', '/blog/brand-audit', none)).toEqual({ failed: 'unavailable' });
    mockedGetPost.mockRejectedValueOnce(new UpstreamError('bad-response', 'garbage'));
    expect(await checker.decide(ARTICLE, '/insight/blogs/7/brand-audit', none)).toEqual({ failed: 'bad-response' });
    mockedGetPostsByCategory.mockRejectedValueOnce(new UpstreamError('bad-response', 'garbage'));
    expect(await checker.decide('/blog/[slug]/page/[page]', '/blog/branding/page/1', none)).toEqual({ failed: 'bad-response' });
    // The listing too, page 1 included: its empty list must not be cached as the page.
    mockedGetPostsPage.mockRejectedValueOnce(new UpstreamError('unavailable', 'down'));
    expect(await checker.decide('/insight/page/[page]', '/insight/page/1', none)).toEqual({ failed: 'unavailable' });
    // Without an upstream deadline (the markdown source) a failure is left to the page.
    mockedGetPostsPage.mockRejectedValueOnce(new UpstreamError('unavailable', 'down'));
    expect(await createMissingPageChecker().decide('/insight/page/[page]', '/insight/page/1', none)).toBeUndefined();
    // A failure is not remembered: the next request reads again.
    expect(await checker.decide('/blog/[slug]', '/blog/brand-audit', none)).toEqual({ missing: false });
  });

  it('calls an article read slower than its deadline a time-out', async () => {
    jest.useFakeTimers();
    const checker = createMissingPageChecker({ articleDeadlineMs: 2000 });
    mockedGetPost.mockImplementationOnce(() => new Promise(() => undefined));
    const pending = checker.decide('/blog/[slug]', '/blog/slow-post', none);
    await jest.advanceTimersByTimeAsync(2000);
    expect(await pending).toEqual({ failed: 'timeout' });
  });
});

describe('with an upstream: an article the list of posts names is not read by the check', () => {
  const BLOG = '/blog/[slug]';

  it('a listed post exists, or is missing under a wrong id, without a read of its own; others are read', async () => {
    const checker = createMissingPageChecker({ articleDeadlineMs: 2000, articlesFromList: true });
    expect(await checker.decide(BLOG, '/blog/brand-audit', none)).toEqual({ missing: false });
    expect(await checker.decide(ARTICLE, '/insight/blogs/7/brand-audit', none)).toEqual({ missing: false });
    expect(await checker.decide(ARTICLE, '/insight/blogs/8/brand-audit', none)).toEqual({ missing: true });
    expect(await checker.decide('/[blogSlug]', '/style-guide-basics', none)).toEqual({ missing: false });
    expect(mockedGetPost).not.toHaveBeenCalled();
    // Not in the list: a post newer than the list is read and found, an unknown one read and missing.
    expect(await checker.decide(ARTICLE, '/insight/blogs/9/style-tiles', none)).toEqual({ missing: false });
    expect(await checker.decide(BLOG, '/blog/no-such-post', none)).toEqual({ missing: true });
    expect(mockedGetPost.mock.calls).toEqual([['style-tiles'], ['no-such-post']]);
    // One list for every article route.
    expect(mockedListedPosts).toHaveBeenCalledTimes(1);
  });

  it('the list is read again after MISSING_TTL_MS, once for requests that arrive together', async () => {
    let now = 1_000;
    const checker = createMissingPageChecker({ now: () => now, articleDeadlineMs: 2000, articlesFromList: true });
    await Promise.all(['/blog/brand-audit', '/blog/style-guide-basics'].map((path) => checker.decide(BLOG, path, none)));
    expect(mockedListedPosts).toHaveBeenCalledTimes(1);
    now += MISSING_TTL_MS - 1;
    await checker.decide('/[blogSlug]', '/brand-audit', none);
    expect(mockedListedPosts).toHaveBeenCalledTimes(1);
    now += 1;
    mockedListedPosts.mockResolvedValueOnce([]);
    await checker.decide('/[blogSlug]', '/style-guide-basics', none);
    expect(mockedListedPosts).toHaveBeenCalledTimes(2);
    // Gone from the list: read, and the read decides (a post deleted upstream is a 404 within MISSING_TTL_MS).
    expect(mockedGetPost.mock.calls).toEqual([['style-guide-basics']]);
  });

  it('a post the list does not name has the list read again, at most every LIST_RENEW_MS: a post published since is not read here', async () => {
    let now = 1_000;
    const checker = createMissingPageChecker({ now: () => now, articleDeadlineMs: 2000, articlesFromList: true });
    expect(await checker.decide(BLOG, '/blog/brand-audit', none)).toEqual({ missing: false });
    // style-tiles is published upstream after that read.
    mockedListedPosts.mockResolvedValue([withId, styleGuide, styleWithId].map(({ blog_slug, id }) => ({ blog_slug, id })));
    now += LIST_RENEW_MS - 1;
    // Too soon to read the list again: the post itself is read.
    expect(await checker.decide('/[blogSlug]', '/style-tiles', none)).toEqual({ missing: false });
    expect(mockedListedPosts).toHaveBeenCalledTimes(1);
    expect(mockedGetPost.mock.calls).toEqual([['style-tiles']]);
    now += 1;
    expect(await checker.decide(ARTICLE, '/insight/blogs/9/style-tiles', none)).toEqual({ missing: false });
    expect(await checker.decide(ARTICLE, '/insight/blogs/8/style-tiles', none)).toEqual({ missing: true });
    expect(mockedListedPosts).toHaveBeenCalledTimes(2);
    expect(mockedGetPost).toHaveBeenCalledTimes(1);
    // Unknown slugs arriving together share one read of the list, and each is read itself.
    now += LIST_RENEW_MS;
    await Promise.all(['/blog/unknown-a', '/blog/unknown-b'].map((path) => checker.decide(BLOG, path, none)));
    expect(await checker.decide(BLOG, '/blog/unknown-c', none)).toEqual({ missing: true });
    expect(mockedListedPosts).toHaveBeenCalledTimes(3);
    expect(mockedGetPost.mock.calls.slice(1)).toEqual([['unknown-a'], ['unknown-b'], ['unknown-c']]);
  });

  it('a failed list is not kept: the article is read, its failure answered, and the list asked again', async () => {
    const checker = createMissingPageChecker({ articleDeadlineMs: 2000, articlesFromList: true });
    mockedListedPosts.mockRejectedValueOnce(new UpstreamError('unavailable', 'down'));
    mockedGetPost.mockRejectedValueOnce(new UpstreamError('unavailable', 'down'));
    expect(await checker.decide(BLOG, '/blog/brand-audit', none)).toEqual({ failed: 'unavailable' });
    expect(await checker.decide(BLOG, '/blog/brand-audit', none)).toEqual({ missing: false });
    expect(mockedListedPosts).toHaveBeenCalledTimes(2);
    expect(mockedGetPost).toHaveBeenCalledTimes(1);
  });

  it('without the option (the markdown files) every article is read', async () => {
    const checker = createMissingPageChecker({ deadlineMs: Number.POSITIVE_INFINITY });
    expect(await checker.decide(BLOG, '/blog/brand-audit', none)).toEqual({ missing: false });
    expect(mockedListedPosts).not.toHaveBeenCalled();
    expect(mockedGetPost).toHaveBeenCalledTimes(1);
  });
});
