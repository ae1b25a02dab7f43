import type { ResponsiveImage } from '#contract/responsive-image.ts';

/**
 * The `srcset` attribute of a stored image ("a.webp 320w, b.webp 640w"). Here, not beside the
 * schema: public pages import no schema code (decision 0007).
 */
export const srcSet = (image: ResponsiveImage): string =>
  image.sources.map((source) => `${source.url} ${source.width}w`).join(', ');
