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

/**
 * next/image's attributes for a lazy image without a placeholder, from its source; its `color:
 * transparent` style is set for every image by app/globals.css (`withoutAltTextStyle`).
 */
export function lazyImageAttributes(source: ImageSource) {
  return { ...source, loading: 'lazy', decoding: 'async' } as const;
}

/**
 * next/image's attributes without the `color: transparent` style it writes into every image's tag (no alt
 * text shows while the image loads): app/globals.css sets it once for all images instead.
 */
export function withoutAltTextStyle<T extends { style?: ImageAttributes['style'] }>(attributes: T): T {
  if (attributes.style?.color !== 'transparent') return attributes;
  const style = { ...attributes.style };
  delete style.color;
  return { ...attributes, style: Object.keys(style).length > 0 ? style : undefined };
}
