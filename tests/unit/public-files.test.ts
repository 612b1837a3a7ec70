/** @jest-environment node */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_SVG_MAX_BYTES, inlinedSvg, publicFile } from '@/lib/public-files';

// The real files of public/: a feature image, a case study's cover, and an SVG too large to inline.
const publicPath = (pathname: string) => path.join(process.cwd(), 'public', pathname);
const SMALL = '/blog/core-web-vitals-for-marketing-sites.svg';
const COVER = '/images/portfolio/world-model-hunt/cover.svg';
const LARGE = '/images/events/event-24.svg';

describe('publicFile', () => {
  it('finds a file of public/ by its URL path, decoded', () => {
    expect(publicFile(SMALL)).toEqual({ file: publicPath(SMALL), size: statSync(publicPath(SMALL)).size });
    expect(publicFile('/blog/core-web-vitals-for-marketing-sites%2Esvg')?.file).toBe(publicPath(SMALL));
  });

  it('finds nothing outside public/, for a folder, a missing file or a path that cannot be decoded', () => {
    expect(publicFile('/../package.json')).toBeUndefined();
    expect(publicFile('/%2e%2e/package.json')).toBeUndefined();
    expect(publicFile('/blog')).toBeUndefined();
    expect(publicFile('/blog/no-such-image.svg')).toBeUndefined();
    expect(publicFile('/blog/%E0%A4%A.svg')).toBeUndefined();
  });

  it('knows the files public/ held when it first looked, as Next.js serves those only', () => {
    expect(publicFile(SMALL)).toBeDefined();
    const added = `/added-${process.pid}.svg`;
    writeFileSync(publicPath(added), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    try {
      expect(publicFile(added)).toBeUndefined();
    } finally {
      rmSync(publicPath(added), { force: true });
    }
  });
});

describe('inlinedSvg', () => {
  it('gives a small SVG of public/ as a data: URL of its exact text', () => {
    for (const src of [SMALL, COVER]) {
      const inlined = inlinedSvg(src);
      expect(inlined.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(inlined.slice('data:image/svg+xml,'.length))).toBe(readFileSync(publicPath(src), 'utf8'));
    }
  });

  it('leaves larger SVGs, other images, remote and missing files as they are', () => {
    expect(statSync(publicPath(LARGE)).size).toBeGreaterThan(INLINE_SVG_MAX_BYTES);
    for (const src of [LARGE, '/logo.png', 'https://images.example/a.svg', '/blog/no-such-image.svg', '/../package.svg', '/blog/a.svg?v=2']) {
      expect(inlinedSvg(src)).toBe(src);
    }
  });
});
