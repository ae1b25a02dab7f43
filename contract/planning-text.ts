import type { AddressBook, Answers, FieldPurpose, PlanningField, PlanningForm } from './planning.ts';
import { blankToUndefined, countryOf, normalizeAddress } from './planning-validation.ts';

/*
 * Words built from a form and its answers, the same in the wizard, on the review page and in the
 * mails the funeral home and the family receive.
 */

/** The field that serves a purpose (the contact's email, the decedent's first name...). */
export const fieldFor = (form: PlanningForm, purpose: FieldPurpose): PlanningField | undefined =>
  form.sections.flatMap((section) => section.fields).find((field) => field.purpose === purpose);

/** The trimmed text answer of the field serving a purpose, if it was given. */
export function answerFor(form: PlanningForm, answers: Answers, purpose: FieldPurpose): string | undefined {
  const field = fieldFor(form, purpose);
  const value = field ? blankToUndefined(answers[field.id]) : undefined;
  return typeof value === 'string' ? value : undefined;
}

export interface PossessiveSubject {
  /** Planning for oneself (pre-plan-self). */
  self: boolean;
  /** The decedent's first name, once known. */
  firstName?: string | undefined;
}

/** Spec §2: "your" when planning for oneself, else the decedent's first name with 's, or "their". */
export function possessive({ self, firstName }: PossessiveSubject): string {
  if (self) return 'your';
  const name = firstName?.trim();
  return name ? `${name}'s` : 'their';
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Fills `{possessive}` (and `{Possessive}` at the start of a sentence) in a label or description. */
export function withPossessive(text: string, subject: PossessiveSubject): string {
  const word = possessive(subject);
  return text.replaceAll('{Possessive}', capitalized(word)).replaceAll('{possessive}', word);
}

/** "Margaret Ellis", or whatever part of it is known. */
export function personName(first: string | undefined, last: string | undefined): string | undefined {
  const name = [first, last].filter(Boolean).join(' ');
  return name === '' ? undefined : name;
}

/** An answer as people read it: option labels, address lines; undefined when not answered. */
export function answerText(
  field: PlanningField,
  value: unknown,
  addressBook: AddressBook,
  formatDate: (isoDate: string) => string = (isoDate) => isoDate,
): string | undefined {
  if (field.type === 'address') {
    const address = normalizeAddress(value);
    if (typeof address !== 'object' || address === null) return undefined;
    const parts = address as Record<string, string | undefined>;
    if (!parts.line1 && !parts.city && !parts.postalCode) return undefined;
    const country = countryOf(addressBook, parts.country);
    const cityLine = [parts.city, [parts.region, parts.postalCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    return [parts.line1, parts.line2, cityLine, country.name].filter(Boolean).join('\n');
  }
  const text = blankToUndefined(value);
  if (text === undefined) return undefined;
  if (field.type === 'select' || field.type === 'radio')
    return field.options.find((option) => option.value === text)?.label ?? String(text);
  if (field.type === 'date' && typeof text === 'string') return formatDate(text);
  return String(text);
}
