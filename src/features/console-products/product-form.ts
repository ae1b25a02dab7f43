import { productCategories, type ShopCategory } from '#contract/shop-categories.ts';
import {
  shopPhotos,
  type ProductBody,
  type ProductPhoto,
  type ShopPhoto,
  type StaffProduct,
} from '#contract/staff-products.ts';
import { formatMoney } from '#contract/money.ts';
import { validationText } from '#contract/validation-messages.ts';
import { PRODUCT_PRICE_MAX_CENTS, PRODUCT_PRICE_MIN_CENTS, productBody } from '#contract/staff-products.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { centsToAmountText, dollarsToCents } from '#contract/money.ts';

/* The product form's values (the price as a person types it), and the body they make. */

export interface ProductValues {
  name: string;
  category: ShopCategory;
  description: string;
  /** Dollars as typed: "75", "75.00", "$1,200". */
  price: string;
  /** A stock photo by name, a library picture by id; '' for a product whose photo is neither. */
  photo: ProductPhoto | '';
  imageAlt: string;
  deliversToEvents: boolean;
  active: boolean;
}

export const newProductValues: ProductValues = {
  name: '',
  category: productCategories[0],
  description: '',
  price: '',
  photo: shopPhotos[0],
  imageAlt: '',
  deliversToEvents: true,
  active: true,
};

export const valuesOf = (product: StaffProduct): ProductValues => ({
  name: product.name,
  category: product.category,
  description: product.description,
  price: centsToAmountText(product.priceCents),
  photo: product.photo ?? '',
  imageAlt: product.imageAlt,
  deliversToEvents: product.deliversToEvents,
  active: product.active,
});

/** What is wrong with the typed price, in dollars ($1 to $10,000 in whole cents); undefined when fine. */
export function priceMessage(price: string): string | undefined {
  if (price.trim() === '') return validationText.required;
  const cents = dollarsToCents(price);
  if (cents === null) return validationText.pattern;
  if (cents < PRODUCT_PRICE_MIN_CENTS) return validationText.minNumber(formatMoney(PRODUCT_PRICE_MIN_CENTS));
  if (cents > PRODUCT_PRICE_MAX_CENTS) return validationText.maxNumber(formatMoney(PRODUCT_PRICE_MAX_CENTS));
  return undefined;
}

/** The body the values make (the contract judges it; the price is judged in dollars, above). */
export const bodyOf = (values: ProductValues): Record<keyof ProductBody, unknown> => ({
  name: values.name,
  category: values.category,
  description: values.description,
  priceCents: dollarsToCents(values.price) ?? undefined,
  photo: values.photo || undefined,
  imageAlt: values.imageAlt,
  deliversToEvents: values.deliversToEvents,
  active: values.active,
});

/** A photo's name for people: "white-lily-arrangement" is "White lily arrangement". */
export const photoName = (photo: ShopPhoto): string => {
  const words = photo.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The form's errors by field name: the contract's words, and the price's in dollars. */
export function productFormErrors(values: ProductValues): { fields: Record<string, string> } | undefined {
  const fields = { ...schemaFieldErrors(productBody, bodyOf(values))?.fields };
  delete fields.priceCents;
  const price = priceMessage(values.price);
  if (price) fields.price = price;
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}
