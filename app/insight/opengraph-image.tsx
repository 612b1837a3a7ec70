import { site } from '@/content/site';
import { renderOgImage } from '@/lib/blog/og';

export const alt = `${site.name} Insight: practical guides to web design, SEO, branding, marketing and data`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The share image of the blog listing, category and search pages (/insight/opengraph-image). */
export default function Image() {
  return renderOgImage({
    eyebrow: 'Insight',
    title: 'Practical guides to web design, SEO, branding, marketing and data',
    subtitle: `The ${site.name} blog`,
  });
}
