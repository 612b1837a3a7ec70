import type { ImgHTMLAttributes } from 'react';
import { EagerPostImage } from './eager-post-image';

/** A feature image's box: the 1200x630 ratio, so nothing shifts while it loads. */
export const POST_IMAGE_CLASS = 'aspect-[1200/630] object-cover';

/**
 * A feature image from attributes computed beforehand (postImageAttributes), or a branded panel with the
 * category when there is none (no broken image). No next/image code: client islands use this one.
 */
export function PostImageView({
  image,
  alt,
  label,
  className = '',
}: {
  image: ImgHTMLAttributes<HTMLImageElement> | undefined;
  alt: string;
  /** Shown on the panel when there is no image. */
  label: string;
  className?: string;
}) {
  if (!image) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`flex aspect-[1200/630] items-center justify-center bg-linear-to-br from-brand-800 via-ink-900 to-accent-700 p-6 text-center text-sm font-semibold uppercase tracking-[0.2em] text-white/85 ${className}`}
      >
        {label}
      </div>
    );
  }
  if (image.loading === 'eager') return <EagerPostImage {...image} alt={alt} />;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code.
  return <img {...image} alt={alt} />;
}
