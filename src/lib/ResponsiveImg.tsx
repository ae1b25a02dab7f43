import type { ResponsiveImage } from '#contract/responsive-image.ts';
import { srcSet } from '#contract/src-set.ts';

export interface ResponsiveImgProps {
  image: ResponsiveImage;
  /** The `sizes` attribute: how wide the image shows at each viewport, so the browser picks a width. */
  sizes: string;
  className?: string | undefined;
  /** 'lazy' for images below the fold. */
  loading?: 'eager' | 'lazy';
  /** Replaces the image's own alt: "" where a heading beside it already says what it shows. */
  alt?: string;
  /** 'high' for the page's largest image above the fold (its LCP element). */
  fetchPriority?: 'high';
}

/** An image stored in several widths, its size reserved by width and height (no layout shift). */
export function ResponsiveImg({ image, sizes, className, loading, alt, fetchPriority }: ResponsiveImgProps) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet(image) || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={loading === 'lazy' ? 'async' : undefined}
    />
  );
}
