import type { ContractPurchaser } from '#contract/family-statement.ts';
import { STATEMENT_NOTE_MAX } from '#contract/staff-statements.ts';
import { CHANGE_REASON_MAX } from '#contract/statement-changes.ts';
import { validationText } from '#contract/validation-messages.ts';

/*
 * The console's statement-change forms' own rules: a reason is required (1 to 500
 * characters, the contract's bound) for a revision and a void; a note fits its column. The purchaser's
 * fields are checked by the server with the contract's schema and shown where they belong.
 */

export type PurchaserValues = Required<ContractPurchaser>;

export const purchaserFields: readonly { name: keyof PurchaserValues; label: string; required: boolean }[] = [
  { name: 'fullName', label: 'Purchaser’s full name', required: true },
  { name: 'relationship', label: 'Relationship to the deceased', required: true },
  { name: 'addressLine1', label: 'Address', required: true },
  { name: 'addressLine2', label: 'Address line 2', required: false },
  { name: 'city', label: 'City', required: true },
  { name: 'region', label: 'State', required: true },
  { name: 'postalCode', label: 'Postal code', required: true },
  { name: 'phone', label: 'Phone', required: true },
  { name: 'email', label: 'Email', required: true },
];

export const purchaserValues = (purchaser: ContractPurchaser | null): PurchaserValues => ({
  fullName: purchaser?.fullName ?? '',
  relationship: purchaser?.relationship ?? '',
  addressLine1: purchaser?.addressLine1 ?? '',
  addressLine2: purchaser?.addressLine2 ?? '',
  city: purchaser?.city ?? '',
  region: purchaser?.region ?? '',
  postalCode: purchaser?.postalCode ?? '',
  phone: purchaser?.phone ?? '',
  email: purchaser?.email ?? '',
});

export function reasonError(reason: string): string | undefined {
  if (reason.trim() === '') return validationText.required;
  if (reason.trim().length > CHANGE_REASON_MAX) return validationText.maxLength(String(CHANGE_REASON_MAX));
  return undefined;
}

export const noteError = (note: string): string | undefined =>
  note.trim().length > STATEMENT_NOTE_MAX ? validationText.maxLength(String(STATEMENT_NOTE_MAX)) : undefined;

/** Whether a field of the purchaser was edited (a revision must change something). */
export const samePurchaser = (a: PurchaserValues, b: PurchaserValues) =>
  purchaserFields.every(({ name }) => a[name].trim() === b[name].trim());

/** The revise form's values: the purchaser's fields, the note and the reason, side by side. */
export type ReviseValues = PurchaserValues & { note: string; reason: string };

const found = (fields: Record<string, string | undefined>) => {
  const shown = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1]));
  return Object.keys(shown).length > 0 ? { fields: shown } : undefined;
};

/** The revise form's own checks (the purchaser's are the server's). */
export const reviseErrors = (value: ReviseValues) =>
  found({ reason: reasonError(value.reason), note: noteError(value.note) });

/** The void form's own check. */
export const voidErrors = (value: { reason: string }) => found({ reason: reasonError(value.reason) });

/** The API names the purchaser's fields `purchaser.city`; the form names them `city`. */
export const purchaserFieldOf = (path: string) => path.replace(/^purchaser\./, '');
