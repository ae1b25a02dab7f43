/**
 * The `srcset` attribute for an image's sources ("a.webp 320w, b.webp 640w"). Zod-free, so public
 * pages write responsive images without loading schema code (decision 0007); the image's schema is
 * responsive-image.ts.
 */
export const srcSet = (image: { sources: ReadonlyArray<{ url: string; width: number }> }): string =>
  image.sources.map((source) => `${source.url} ${source.width}w`).join(', ');
