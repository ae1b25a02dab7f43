import { z } from 'zod';
import type {
  AddressAnswer,
  AddressBook,
  AddressCountry,
  AddressField,
  AddressPart,
  CaseStatus,
  PlanningField,
  PlanningForm,
  PlanningSection,
} from './planning.ts';
import { addressParts } from './planning.ts';
import { emailText, multilineText, singleLineCheck, text } from './text.ts';

/*
 * One set of rules, two users: the browser validates each field as it is left and each section on
 * "Next" with these schemas, and the server validates a submission's `fields` with the very same
 * ones. Messages come from spec §5 through the installed error map (validation-messages.ts), so
 * nothing here words an error itself.
 */

/** Everything a field's rules may depend on besides its own value. */
export interface AnswerScope {
  caseStatus: CaseStatus;
  addressBook: AddressBook;
  /** All answers so far: conditions and address parts read their neighbours. Not trusted yet. */
  answers: Readonly<Record<string, unknown>>;
}

/** What an empty control sends (undefined, null, '', spaces) is "not answered"; text is trimmed. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

const answered = (value: unknown) => blankToUndefined(value) !== undefined;

/** A field counts (is shown, validated and sent) only when its condition holds. */
export function isFieldVisible(field: PlanningField, scope: Pick<AnswerScope, 'caseStatus' | 'answers'>): boolean {
  const condition = field.visibleWhen;
  if (!condition) return true;
  if ('caseStatus' in condition) return condition.caseStatus === scope.caseStatus;
  return blankToUndefined(scope.answers[condition.fieldId]) === condition.equals;
}

export const visibleFields = (section: PlanningSection, scope: Pick<AnswerScope, 'caseStatus' | 'answers'>) =>
  section.fields.filter((field) => isFieldVisible(field, scope));

/** Required fields reject "not answered"; optional ones accept it as undefined. */
function answer<T extends z.ZodType>(schema: T, required: boolean) {
  return z.preprocess(blankToUndefined, required ? schema : schema.optional());
}

const wholeMatch = (pattern: string) => new RegExp(`^(?:${pattern})$`);

function textSchema(field: Extract<PlanningField, { type: 'text' | 'textarea' | 'tel' }>) {
  // A textarea is written in lines; every other text answer is one line (a name, a phone number).
  let schema = field.type === 'textarea' ? multilineText() : text();
  if (field.minLength !== undefined) schema = schema.min(field.minLength);
  if (field.maxLength !== undefined) schema = schema.max(field.maxLength);
  if (field.pattern !== undefined) schema = schema.regex(wholeMatch(field.pattern));
  return schema;
}

/**
 * What a number field says when its answer is no number ("twelve", "12.5" where whole years are
 * asked): what to type, in the family's words, instead of spec §5's 'Expected number'.
 * The example is 12 where the field's bounds allow it.
 */
export function numberFieldMessage(field: Extract<PlanningField, { type: 'number' }>): string {
  const example = Math.min(Math.max(12, field.min ?? 12), field.max ?? 12);
  if (field.unit) return `Enter the number of ${field.unit}, such as ${example}`;
  return field.integer ? `Enter a whole number, such as ${example}` : `Enter a number, such as ${example}`;
}

function numberSchema(field: Extract<PlanningField, { type: 'number' }>) {
  // Browsers hand number inputs over as text; "12" is 12, "twelve" says what to type.
  // Only for an answer that is no (whole) number: bounds and a missing answer keep spec §5's words.
  const message = numberFieldMessage(field);
  const error = (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_type' && issue.input !== undefined ? message : undefined;
  let schema = field.integer ? z.number({ error }).int({ error }) : z.number({ error });
  if (field.min !== undefined) schema = schema.min(field.min);
  if (field.max !== undefined) schema = schema.max(field.max);
  // Typed text is read as a number; a required answer left blank stays missing ('This field is required').
  return z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), schema);
}

function urlText(maxLength: number | undefined) {
  const url = z.url().check(singleLineCheck);
  return maxLength === undefined ? url : url.max(maxLength);
}

const nonEmpty = <T extends string>(values: T[]) => values as [T, ...T[]];

// ---------------------------------------------------------------------------------------------
// Addresses

export function countryOf(addressBook: AddressBook, code: unknown): AddressCountry {
  const countries = addressBook.countries;
  return (
    countries.find((country) => country.code === code) ??
    countries.find((country) => country.code === addressBook.defaultCountry) ??
    countries[0]!
  );
}

/** An address as typed: parts trimmed, blanks dropped. Anything but an object is left as it is. */
export function normalizeAddress(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const parts: AddressAnswer = {};
  for (const part of addressParts) {
    const text = blankToUndefined((value as Record<string, unknown>)[part]);
    if (text !== undefined) parts[part] = text as string;
  }
  return parts;
}

/** The country alone is preset, so it does not start an address; any other part does. */
const addressStarted = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  addressParts.some((part) => part !== 'country' && answered((value as Record<string, unknown>)[part]));

/**
 * One part of an address field. A required address needs its parts; an optional one needs them too
 * once any part is filled in (half an address reaches nobody). Line 2 is always optional; the
 * region is asked only in countries that have regions.
 */
export function addressPartSchema(field: AddressField, part: AddressPart, scope: AnswerScope): z.ZodType {
  const value = scope.answers[field.id];
  const needed = field.required || addressStarted(value);
  const country = countryOf(
    scope.addressBook,
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>).country : undefined,
  );
  switch (part) {
    case 'line1':
      return answer(text().max(200), needed);
    case 'line2':
      return answer(text().max(200), false);
    case 'city':
      return answer(text().max(100), needed);
    case 'region':
      return country.regions.length > 0
        ? answer(z.enum(nonEmpty(country.regions.map((region) => region.code))), needed)
        : answer(text().max(100), false);
    case 'postalCode':
      return answer(text().regex(wholeMatch(country.postalCodePattern)), needed);
    case 'country':
      return answer(z.enum(nonEmpty(scope.addressBook.countries.map((c) => c.code))), needed);
  }
}

function addressSchema(field: AddressField, scope: AnswerScope) {
  const value = normalizeAddress(scope.answers[field.id]);
  const partScope = { ...scope, answers: { ...scope.answers, [field.id]: value } };
  const parts = z.object(
    Object.fromEntries(addressParts.map((part) => [part, addressPartSchema(field, part, partScope)])),
  );
  // An optional address nobody started is "not answered", whatever country is preset.
  const present = field.required || addressStarted(value);
  return z.preprocess((raw) => (present ? normalizeAddress(raw) : undefined), present ? parts : parts.optional());
}

// ---------------------------------------------------------------------------------------------
// Fields, sections, forms

/** The schema one field's answer must pass: its type, `required` and its rules. */
export function fieldSchema(field: PlanningField, scope: AnswerScope): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'tel':
      return answer(textSchema(field), field.required);
    case 'email':
      return answer(field.maxLength ? emailText().max(field.maxLength) : emailText(), field.required);
    case 'url':
      return answer(urlText(field.maxLength), field.required);
    case 'date':
      return answer(z.iso.date(), field.required);
    case 'number':
      return answer(numberSchema(field), field.required);
    case 'select':
    case 'radio':
      return answer(z.enum(nonEmpty(field.options.map((option) => option.value))), field.required);
    case 'address':
      return addressSchema(field, scope);
  }
}

const objectOf = (fields: PlanningField[], scope: AnswerScope) =>
  z.object(Object.fromEntries(fields.map((field) => [field.id, fieldSchema(field, scope)])));

/** A section's visible fields; parsing the whole answers map with it picks that section's answers. */
export const sectionSchema = (section: PlanningSection, scope: AnswerScope) =>
  objectOf(visibleFields(section, scope), scope);

/** Every visible field of the form: what a submission's `fields` must pass, and what it sends. */
export const answersSchema = (form: PlanningForm, scope: AnswerScope) =>
  objectOf(
    form.sections.flatMap((section) => visibleFields(section, scope)),
    scope,
  );

export const isSectionComplete = (section: PlanningSection, scope: AnswerScope) =>
  sectionSchema(section, scope).safeParse(scope.answers).success;
