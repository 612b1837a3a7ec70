import Image, { type ImageProps } from 'next/image';
import type { ContentImage } from '@/content/schemas';

export type PictureProps = Omit<ImageProps, 'src' | 'width' | 'height' | 'alt'> & { image: ContentImage; alt?: string };

/**
 * A content image at its intrinsic size, so nothing shifts while it loads. `alt` replaces the entry's own
 * text only where the text beside the image already says it (then "").
 */
export function Picture({ image, alt = image.alt, ...props }: PictureProps) {
  return <Image src={image.src} width={image.width} height={image.height} alt={alt} {...props} />;
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
