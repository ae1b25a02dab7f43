import { z } from 'zod';
import { text } from './text.ts';

/**
 * An image the server stored in several widths: `url` is the default rendition, `sources` every
 * width for `srcset`, and the intrinsic `width` × `height` let the page reserve its space (no
 * layout shift). `alt` is the caption or name; "" only for a decorative image.
 */
export const responsiveImage = z.object({
  url: text().min(1),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  alt: text(),
  sources: z.array(z.object({ url: text().min(1), width: z.number().int().min(1) })),
});
export type ResponsiveImage = z.infer<typeof responsiveImage>;
