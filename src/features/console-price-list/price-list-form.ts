import {
  DESCRIPTION_MAX,
  NAME_MAX,
  POSITION_MAX,
  PRICE_MAX_CENTS,
  priceListMessages,
  PACKAGE_LINES_MAX,
  SELECTOR_ITEMS_MAX,
  TAX_RATE_MAX_BASIS_POINTS,
  type ItemBody,
  type StaffItem,
  type VariantBody,
} from '#contract/staff-price-list.ts';
import type { PackageKind } from '#contract/family-arrangements.ts';
import type { RuleItemKey } from '#contract/funeral-rule.ts';
import { validationText } from '#contract/validation-messages.ts';
import { centsToAmountText, dollarsToCents } from '#contract/money.ts';

/*
 * The console's price-list forms as typed (decision 0079): what each field says is wrong, in spec §5's
 * words or the contract's, before anything is sent, and the body it sends. Prices are typed in dollars
 * ("2,400" or "2400.50") and sent in cents; the tax rate in percent ("8.25") and sent in basis points.
 */

export type Errors = Record<string, string>;

const PRICE_MAX_TEXT = centsToAmountText(PRICE_MAX_CENTS);

export function nameMessage(value: string): string | undefined {
  if (value.trim() === '') return validationText.required;
  if (value.trim().length > NAME_MAX) return validationText.maxLength(String(NAME_MAX));
  return undefined;
}

export const descriptionMessage = (value: string): string | undefined =>
  value.trim().length > DESCRIPTION_MAX ? validationText.maxLength(String(DESCRIPTION_MAX)) : undefined;

export function positionMessage(value: string): string | undefined {
  if (value.trim() === '') return validationText.required;
  if (!/^\d+$/.test(value.trim())) return validationText.pattern;
  if (Number(value) > POSITION_MAX) return validationText.maxNumber(String(POSITION_MAX));
  return undefined;
}

/** A price in dollars: 0 up to $100,000.00; blank only where `blankIs` allows it (a cash advance's estimate). */
export function priceMessage(value: string, blank: 'required' | 'estimate'): string | undefined {
  if (value.trim() === '') return blank === 'estimate' ? undefined : priceListMessages.priceRequired;
  const cents = dollarsToCents(value);
  if (cents === null) return validationText.pattern;
  if (cents > PRICE_MAX_CENTS) return validationText.maxNumber(PRICE_MAX_TEXT);
  return undefined;
}

/** The first message of each field. */
function collect(entries: [string, string | undefined][]): Errors {
  const errors: Errors = {};
  for (const [name, message] of entries) if (message !== undefined) errors[name] ??= message;
  return errors;
}

export interface ItemValues {
  categoryId: string;
  name: string;
  description: string;
  price: string;
  cashAdvance: boolean;
  taxable: boolean;
  soldByQuantity: boolean;
  position: string;
  /** The Funeral Rule's item it is, '' for none (decision 0108). */
  ruleItem: RuleItemKey | '';
}

export const itemValues = (item: StaffItem | null, categoryId: number | null): ItemValues => ({
  categoryId: String(item?.categoryId ?? categoryId ?? ''),
  name: item?.name ?? '',
  description: item?.description ?? '',
  price: item?.priceCents == null ? '' : centsToAmountText(item.priceCents),
  cashAdvance: item?.cashAdvance ?? false,
  taxable: item?.taxable ?? false,
  soldByQuantity: item?.soldByQuantity ?? false,
  position: String(item?.position ?? 0),
  ruleItem: item?.ruleItem ?? '',
});

export function itemErrors(values: ItemValues): Errors {
  return collect([
    ['categoryId', values.categoryId === '' ? validationText.required : undefined],
    ['name', nameMessage(values.name)],
    ['description', descriptionMessage(values.description)],
    // No price is allowed only for a cash advance: its estimate, when the amount is not known yet.
    ['price', priceMessage(values.price, values.cashAdvance ? 'estimate' : 'required')],
    ['taxable', values.cashAdvance && values.taxable ? priceListMessages.cashAdvanceTaxed : undefined],
    ['position', positionMessage(values.position)],
  ]);
}

export const itemBodyOf = (values: ItemValues): ItemBody => ({
  categoryId: Number(values.categoryId),
  name: values.name.trim(),
  description: values.description.trim(),
  priceCents: values.price.trim() === '' ? null : dollarsToCents(values.price),
  cashAdvance: values.cashAdvance,
  taxable: values.taxable,
  soldByQuantity: values.soldByQuantity,
  position: Number(values.position),
  ruleItem: values.ruleItem || null,
});

export interface VariantValues {
  name: string;
  description: string;
  price: string;
  position: string;
  /** A direct cremation's or immediate burial's price with the purchaser's own container (decision 0108). */
  purchaserProvides: boolean;
}

export function variantErrors(values: VariantValues): Errors {
  return collect([
    ['name', nameMessage(values.name)],
    ['description', descriptionMessage(values.description)],
    ['price', priceMessage(values.price, 'required')],
    ['position', positionMessage(values.position)],
  ]);
}

export const variantBodyOf = (values: VariantValues): VariantBody => ({
  name: values.name.trim(),
  description: values.description.trim(),
  priceCents: dollarsToCents(values.price) ?? 0,
  position: Number(values.position),
  purchaserProvides: values.purchaserProvides,
});

/** "8.25" is 825 basis points; anything else (more than two decimals, letters) is null. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const basisPointsToPercent = (basisPoints: number): string => (basisPoints / 100).toFixed(2);

export function taxRateMessage(value: string): string | undefined {
  if (value.trim() === '') return validationText.required;
  const basisPoints = percentToBasisPoints(value);
  if (basisPoints === null) return validationText.pattern;
  if (basisPoints > TAX_RATE_MAX_BASIS_POINTS)
    return validationText.maxNumber(basisPointsToPercent(TAX_RATE_MAX_BASIS_POINTS));
  return undefined;
}

export interface ChoicesValues {
  name: string;
  itemIds: number[];
}

export function choicesErrors(values: ChoicesValues): Errors {
  return collect([
    ['name', nameMessage(values.name)],
    ['itemIds', values.itemIds.length === 0 ? priceListMessages.emptySelector : undefined],
    [
      'itemIds',
      values.itemIds.length > SELECTOR_ITEMS_MAX ? validationText.maxItems(String(SELECTOR_ITEMS_MAX)) : undefined,
    ],
  ]);
}

export interface PackageValues {
  kind: PackageKind;
  name: string;
  description: string;
  position: string;
  itemIds: number[];
  selectorIds: number[];
}

export function packageErrors(values: PackageValues): Errors {
  const lines = values.itemIds.length + values.selectorIds.length;
  return collect([
    ['name', nameMessage(values.name)],
    ['description', descriptionMessage(values.description)],
    ['position', positionMessage(values.position)],
    ['itemIds', lines > PACKAGE_LINES_MAX ? validationText.maxItems(String(PACKAGE_LINES_MAX)) : undefined],
  ]);
}
