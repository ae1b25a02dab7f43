import type { ResponsiveImage } from '#contract/responsive-image.ts';
import { srcSet } from './src-set.ts';

export interface ResponsiveImgProps {
  image: ResponsiveImage;
  /** The `sizes` attribute: how wide the image shows at each viewport, so the browser picks a width. */
  sizes: string;
  className?: string | undefined;
  /** 'lazy' for images below the fold. */
  loading?: 'eager' | 'lazy';
}

/** An image stored in several widths, its size reserved by width and height (no layout shift). */
export function ResponsiveImg({ image, sizes, className, loading }: ResponsiveImgProps) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet(image) || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={loading}
      decoding={loading === 'lazy' ? 'async' : undefined}
    />
  );
}
