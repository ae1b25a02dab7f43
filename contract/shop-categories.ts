/*
 * Which of the shop's categories an obituary offers (decision 0082), zod-free: the
 * public shop, its checkout and the family's switches read the one rule. The shop sells every
 * product the funeral home has on sale; when the family asks for donations in lieu of flowers, the
 * flowers and plants (what a florist delivers to the service) are not offered, and trees and
 * keepsakes stay.
 */

export const productCategories = ['flowers', 'plants', 'trees', 'keepsakes'] as const;
export type ShopCategory = (typeof productCategories)[number];

/** What "no flowers" hides: the florist's arrangements and living plants. */
export const flowerCategories: readonly ShopCategory[] = ['flowers', 'plants'];

export const categoryNames: Record<ShopCategory, string> = {
  flowers: 'Flowers',
  plants: 'Plants',
  trees: 'Trees',
  keepsakes: 'Keepsakes',
};

/** Whether an obituary whose family asked for no flowers (or not) offers a product of this category. */
export const isCategoryOffered = (category: ShopCategory, noFlowers: boolean): boolean =>
  !noFlowers || !flowerCategories.includes(category);

/** The 422 of an order for a product the obituary does not offer (a page left open before the switch). */
export const notOfferedMessage =
  'The family asks for donations in lieu of flowers: flowers and plants are not sent for this service.';
