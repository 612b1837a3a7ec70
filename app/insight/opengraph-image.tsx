import { insightCopy } from '@/content/pages';
import { renderOgImage } from '@/lib/blog/og';

export const alt = insightCopy.image.alt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The share image of the blog listing, category and search pages (/insight/opengraph-image). */
export default function Image() {
  return renderOgImage({
    eyebrow: insightCopy.image.eyebrow,
    title: insightCopy.image.title,
    subtitle: insightCopy.image.subtitle,
  });
}
