import type { PurchaserDetails } from '#contract/family-arrangements.ts';
import type { FamilyContract } from '#contract/family-statement.ts';
import { emailTextIssue, textIssue, type TextRules } from '#contract/plain-checks.ts';

/** The purchaser form's fields, in the order they are asked, with their labels. */
export const purchaserFields = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name', type: 'text' },
  { name: 'relationship', label: 'Relationship to the deceased', autoComplete: 'off', type: 'text' },
  { name: 'addressLine1', label: 'Address', autoComplete: 'address-line1', type: 'text' },
  { name: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2', type: 'text' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', type: 'text' },
  { name: 'region', label: 'State', autoComplete: 'address-level1', type: 'text' },
  { name: 'postalCode', label: 'ZIP code', autoComplete: 'postal-code', type: 'text' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
] as const satisfies ReadonlyArray<{ name: keyof PurchaserDetails; label: string; autoComplete: string; type: string }>;

export type PurchaserValues = Record<(typeof purchaserFields)[number]['name'], string>;

export const emptyPurchaser = (): PurchaserValues => ({
  fullName: '',
  relationship: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  region: '',
  postalCode: '',
  phone: '',
  email: '',
});

/**
 * The form's start: the saved purchaser, else what the case's planning request said of its contact
 * (filled in, never saved until the family saves), else empty.
 */
export function purchaserStart(contract: FamilyContract | undefined): {
  values: PurchaserValues;
  fromRequest: boolean;
} {
  const saved = contract?.purchaser;
  if (saved)
    return { values: { ...emptyPurchaser(), ...saved, addressLine2: saved.addressLine2 ?? '' }, fromRequest: false };
  const suggested = contract?.purchaserFromRequest;
  return { values: { ...emptyPurchaser(), ...suggested }, fromRequest: Boolean(suggested) };
}

/**
 * Each field's rule as `purchaserDetails` (contract/family-arrangements.ts) checks it, without zod: the
 * details page loads no schema code. The email is `emailText().max(254)`, the rest `text()` trimmed.
 * Its test holds them to the schema.
 */
const rules: Record<Exclude<keyof PurchaserValues, 'email'>, TextRules> = {
  fullName: { trim: true, min: 1, max: 200 },
  relationship: { trim: true, min: 1, max: 100 },
  addressLine1: { trim: true, min: 1, max: 200 },
  addressLine2: { trim: true, max: 200 },
  city: { trim: true, min: 1, max: 100 },
  region: { trim: true, min: 1, max: 100 },
  postalCode: { trim: true, pattern: /^[A-Za-z0-9 -]{3,12}$/ },
  phone: { trim: true, pattern: /^[0-9 ()+.-]{7,20}$/ },
};
const EMAIL_MAX = 254;

/** Spec §5: the message for one field's value, by the contract's own rule (undefined when it passes). */
export function purchaserFieldMessage(name: keyof PurchaserValues, value: string): string | undefined {
  // An empty optional line is left out, as the form sends it.
  if (name === 'addressLine2' && value.trim() === '') return undefined;
  // An empty control is a missing answer (spec §5 "Required"), not a string that is too short.
  if (value.trim() === '') return 'This field is required';
  return name === 'email' ? emailTextIssue(value, EMAIL_MAX) : textIssue(value, rules[name]);
}

/** What is sent, as the contract parses it: trimmed (the email as typed), the optional line only when typed. */
export function purchaserBody(values: PurchaserValues): PurchaserDetails {
  const { addressLine2, email, ...rest } = values;
  const trimmed = Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, value.trim()])) as Omit<
    PurchaserDetails,
    'addressLine2' | 'email'
  >;
  return addressLine2.trim() === '' ? { ...trimmed, email } : { ...trimmed, addressLine2: addressLine2.trim(), email };
}
