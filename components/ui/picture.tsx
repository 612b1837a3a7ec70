import { getImageProps, type ImageProps } from 'next/image';
import type { ContentImage } from '@/content/schemas';
import { imageSource, withoutAltTextStyle, type ImageSource } from './image-attributes';
import { ImagePreload } from './image-preload';

export type PictureProps = Omit<ImageProps, 'src' | 'width' | 'height' | 'alt'> & { image: ContentImage; alt?: string };

/**
 * A content image at its intrinsic size, so nothing shifts while it loads. `alt` replaces the entry's own
 * text only where the text beside the image already says it (then "").
 *
 * A plain <img> with the props next/image computes, and React's preload hint (from `ImagePreload`) where
 * next/image would put one: the <Image> component would add its client code to every page that shows a
 * picture, and to every page whose links prefetch one.
 */
export function Picture({ image, alt = image.alt, ...props }: PictureProps) {
  const { props: img } = getImageProps({ src: image.src, width: image.width, height: image.height, alt, ...props });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code.
  const picture = <img {...withoutAltTextStyle(img)} alt={alt} />;
  // A data: URL (an LCP image inside the HTML, see lib/public-files.ts) has nothing to fetch.
  if (!(props.preload || props.priority) || img.src.startsWith('data:')) return picture;
  const options = {
    as: 'image' as const,
    imageSrcSet: img.srcSet,
    imageSizes: img.sizes,
    fetchPriority: img.fetchPriority,
    crossOrigin: img.crossOrigin,
    referrerPolicy: img.referrerPolicy,
  };
  return (
    <>
      <ImagePreload href={img.src} options={options} />
      {picture}
    </>
  );
}

/**
 * A content image's attributes as a client island receives them (next/image's, for `sizes`), computed on
 * the server so that the island's chunk carries no next/image code; the island draws it with
 * `lazyImageAttributes` or its own loading attributes.
 */
export function imageSourceOf(image: ContentImage, sizes?: string): ImageSource {
  const { src, width, height, alt } = image;
  return imageSource(getImageProps({ src, width, height, alt, ...(sizes ? { sizes } : {}) }).props);
}

/**
 * A Picture inside a clipping frame (`frame` gives its shape, ring and backdrop), so a zoom on hover or a
 * rounded corner never spills past it. `as` "span" where the frame sits inside a link's text flow.
 */
export function FramedPicture({ frame, as: Tag = 'div', ...props }: PictureProps & { frame: string; as?: 'div' | 'span' }) {
  return (
    <Tag className={frame}>
      <Picture {...props} />
    </Tag>
  );
}
