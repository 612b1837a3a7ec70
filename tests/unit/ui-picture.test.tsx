import { render, screen } from '@testing-library/react';
import type { CSSProperties } from 'react';
import { lazyImageAttributes, withoutAltTextStyle } from '@/components/ui/image-attributes';
import { Picture } from '@/components/ui/picture';
import { defineImage } from '@/content/schemas';

const image = defineImage('/images/portfolio/world-model-hunt/cover.svg', 1200, 800, 'World Model Hunt website on a desktop browser');

describe('Picture', () => {
  it('renders next/image attributes without the inline colour the stylesheet sets for every image', () => {
    render(<Picture image={image} loading="lazy" />);
    const img = screen.getByRole('img', { name: image.alt });
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('style');
  });

  it('keeps a style of its own', () => {
    render(<Picture image={image} style={{ objectPosition: 'top' }} />);
    expect(screen.getByRole('img', { name: image.alt })).toHaveAttribute('style', 'object-position: top;');
  });
});

describe('withoutAltTextStyle', () => {
  it('drops only next/image\'s transparent colour', () => {
    expect(withoutAltTextStyle({ alt: 'a', style: { color: 'transparent' } })).toEqual({ alt: 'a', style: undefined });
    expect(withoutAltTextStyle({ style: { color: 'transparent', objectFit: 'cover' } })).toEqual({ style: { objectFit: 'cover' } });
    expect(withoutAltTextStyle({ style: { color: 'red' } })).toEqual({ style: { color: 'red' } });
    const unstyled: { alt: string; style?: CSSProperties } = { alt: 'b' };
    expect(withoutAltTextStyle(unstyled)).toBe(unstyled);
  });

  it('lazy island images carry no inline style either', () => {
    expect(lazyImageAttributes({ src: '/images/a.svg', width: 10, height: 10, alt: 'a' })).not.toHaveProperty('style');
  });
});
