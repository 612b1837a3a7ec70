/** @jest-environment node */
import { MAX_PREVIEW_LINK_SECONDS, previewLink, signPreview, verifyPreviewLink } from '@/lib/blog/preview';

const secret = 'p'.repeat(40);
const now = 1_764_240_000_000;
const inAnHour = now / 1000 + 3600;
const query = (link: string) => new URL(link, 'http://site.example').searchParams;

describe('signed preview links', () => {
  it('open the post they were signed for', () => {
    expect(verifyPreviewLink(secret, query(previewLink(secret, 'my-draft', inAnHour)), now)).toBe('my-draft');
  });

  it.each([
    ['another slug', () => `/api/preview?slug=other&expires=${inAnHour}&signature=${signPreview(secret, 'my-draft', inAnHour)}`],
    ['another secret', () => previewLink('q'.repeat(40), 'my-draft', inAnHour)],
    ['an expired link', () => previewLink(secret, 'my-draft', now / 1000 - 1)],
    ['a link valid for too long', () => previewLink(secret, 'my-draft', now / 1000 + MAX_PREVIEW_LINK_SECONDS + 60)],
    ['an unsafe slug', () => previewLink(secret, '../etc', inAnHour)],
    ['no signature', () => `/api/preview?slug=my-draft&expires=${inAnHour}`],
    ['an extra parameter', () => `${previewLink(secret, 'my-draft', inAnHour)}&email=a@b.example`],
  ])('refuse %s', (_name, link) => {
    expect(verifyPreviewLink(secret, query(link()), now)).toBeNull();
  });
});
