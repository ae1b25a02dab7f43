import { notFound } from '@tanstack/react-router';
import { rowIdFromText } from '#contract/canonical-digits.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';

/** A product id that is not one is the 404 page, as an obituary id is (spec §8). */
export function parseProductId({ productId }: { productId: string }): { productId: number } {
  const id = rowIdFromText(productId);
  if (id === undefined) throw notFound({ data: { message: 'Page Not Found' } });
  return { productId: id };
}

/** A product the API does not know (or no longer sells) is the 404 page too. */
export function productNotFound(error: unknown): never {
  throw isApiFatalError(error) && error.status === 404 ? notFound({ data: { message: 'Page Not Found' } }) : error;
}
