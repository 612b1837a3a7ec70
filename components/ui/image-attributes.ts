import type { getImageProps } from 'next/image';

/** The attributes next/image computes for an <img> (getImageProps). */
export type ImageAttributes = ReturnType<typeof getImageProps>['props'];

/**
 * The part of a lazy image's attributes that differs from image to image. Client islands get their images'
 * attributes computed on the server (next/image's code stays out of their chunks) in this form, and
 * `lazyImageAttributes` adds back what next/image gives every lazy image, so it is not sent per image.
 */
export type ImageSource = Pick<ImageAttributes, 'src' | 'width' | 'height' | 'alt'> & { srcSet?: string; sizes?: string };

export function imageSource({ src, srcSet, sizes, width, height, alt }: ImageAttributes): ImageSource {
  return { src, width, height, alt, ...(srcSet ? { srcSet } : {}), ...(sizes ? { sizes } : {}) };
}

/** next/image's attributes for a lazy image without a placeholder, from its source. */
export function lazyImageAttributes(source: ImageSource) {
  return { ...source, loading: 'lazy', decoding: 'async', style: { color: 'transparent' } } as const;
}
