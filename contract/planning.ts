import { z } from 'zod';
import { rowId } from './ids.ts';
import { multilineText, text } from './text.ts';
import { validationText } from './validation-messages.ts';
import { waitText } from './wait-time.ts';
import { location } from './website.ts';
import { planTypes, type PlanType } from './plan-types.ts';

/*
 * The planning wizard's API (spec §1, §3, §7): plan types, the company's form (sections and
 * field definitions), the address data its address fields offer, the locations to choose from,
 * and the submission. The rules that turn a field definition into a zod schema live in
 * planning-validation.ts, shared by the browser's forms and the server's submit route.
 */

/** Spec §1: the three plan types a visitor chooses from (the list itself is zod-free, for the first screen). */
export const planType = z.enum(planTypes);
export { planTypes, type PlanType };

/** Spec §9: the case statuses sent. */
export const caseStatus = z.enum(['AT_NEED', 'PRE_PLAN']);
export type CaseStatus = z.infer<typeof caseStatus>;

/** Spec §4: derived from the plan type, never chosen on its own. */
export const caseStatusFor = (type: PlanType): CaseStatus => (type === 'at-need' ? 'AT_NEED' : 'PRE_PLAN');

/** How families and staff quote a case (mails, thank-you page): "000123". */
export const caseReference = (caseId: number): string => String(caseId).padStart(6, '0');

// ---------------------------------------------------------------------------------------------
// The form: sections and field definitions

/** Keys of the answers map (and TanStack Form field names): no dots, which would read as paths. */
export const fieldId = text().regex(/^[a-zA-Z][a-zA-Z0-9]{0,63}$/);

/** Section keys appear in the URL: /plan-now/step/{urlKey}. */
export const urlKey = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * What the product needs to know about a field beyond showing it: who to write to, whose name
 * the headings use (spec §2 possessive), what a case is called.
 */
export const fieldPurpose = z.enum([
  'contactFirstName',
  'contactLastName',
  'contactEmail',
  'contactPhone',
  'decedentFirstName',
  'decedentLastName',
]);
export type FieldPurpose = z.infer<typeof fieldPurpose>;

/**
 * A field shows only when its condition holds; a hidden field is neither asked nor validated nor
 * sent. Conditions read what the server knows too (case status, other answers), so both sides
 * agree on which fields count.
 */
export const fieldVisibility = z.union([z.object({ caseStatus }), z.object({ fieldId, equals: z.string().min(1) })]);
export type FieldVisibility = z.infer<typeof fieldVisibility>;

const fieldBase = {
  id: fieldId,
  /** Spec §3 calls it the field's name: the words shown as its label. May use {possessive}. */
  label: z.string().min(1).max(200),
  hint: z.string().max(500).optional(),
  required: z.boolean(),
  purpose: fieldPurpose.optional(),
  /** An HTML autocomplete token for fields about the visitor themselves (WCAG 1.3.5). */
  autocomplete: z.string().max(60).optional(),
  visibleWhen: fieldVisibility.optional(),
};

const lengthRules = {
  minLength: z.number().int().min(1).optional(),
  maxLength: z.number().int().min(1).max(10_000).optional(),
};

const validPattern = (source: string) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

export const fieldOption = z.object({ value: z.string().min(1).max(100), label: z.string().min(1).max(200) });
export type FieldOption = z.infer<typeof fieldOption>;

export const textField = z.object({
  ...fieldBase,
  type: z.enum(['text', 'textarea', 'tel']),
  ...lengthRules,
  /** A regular expression the whole answer must match. */
  pattern: z.string().min(1).max(500).refine(validPattern, 'Not a regular expression').optional(),
});
export const emailField = z.object({ ...fieldBase, type: z.literal('email'), maxLength: lengthRules.maxLength });
export const urlField = z.object({ ...fieldBase, type: z.literal('url'), maxLength: lengthRules.maxLength });
export const dateField = z.object({ ...fieldBase, type: z.literal('date') });
export const numberField = z.object({
  ...fieldBase,
  type: z.literal('number'),
  min: z.number().optional(),
  max: z.number().optional(),
  integer: z.boolean().optional(),
  /** What is counted, in the plural ("years"): a wrong answer is told "Enter the number of years, such as 12". */
  unit: z.string().min(1).max(40).optional(),
});
export const choiceField = z.object({
  ...fieldBase,
  type: z.enum(['select', 'radio']),
  options: z.array(fieldOption).min(1).max(100),
});
/** Street, city, region, postal code and country; countries and regions come from /address. */
export const addressField = z.object({ ...fieldBase, type: z.literal('address') });

export const planningField = z.discriminatedUnion('type', [
  textField,
  emailField,
  urlField,
  dateField,
  numberField,
  choiceField,
  addressField,
]);
export type PlanningField = z.infer<typeof planningField>;
export type PlanningFieldType = PlanningField['type'];
export type ChoiceField = z.infer<typeof choiceField>;
export type AddressField = z.infer<typeof addressField>;

/** Spec §3 planning section: urlKey, name, fields, decedentDetails flag. */
export const planningSection = z.object({
  urlKey,
  name: z.string().min(1).max(100),
  decedentDetails: z.boolean(),
  /** A sentence under the heading; may use {possessive} / {Possessive}. */
  description: z.string().max(500).optional(),
  fields: z.array(planningField).min(1).max(60),
});
export type PlanningSection = z.infer<typeof planningSection>;

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** GET /api/web/planning/fields: the company's form, sections in order. */
export const planningForm = z
  .object({
    /** Increases whenever the company changes its form; a submission records the one it answered. */
    version: z.number().int().min(1),
    sections: z.array(planningSection).min(1).max(20),
  })
  .superRefine((form, ctx) => {
    const fields = form.sections.flatMap((section) => section.fields);
    for (const key of duplicates(form.sections.map((section) => section.urlKey)))
      ctx.addIssue({ code: 'custom', message: `Section urlKey "${key}" is used twice`, path: ['sections'] });
    for (const id of duplicates(fields.map((field) => field.id)))
      ctx.addIssue({ code: 'custom', message: `Field id "${id}" is used twice`, path: ['sections'] });
    if (form.sections.filter((section) => section.decedentDetails).length > 1)
      ctx.addIssue({ code: 'custom', message: 'At most one section holds the decedent details', path: ['sections'] });
    for (const purpose of duplicates(fields.flatMap((field) => (field.purpose ? [field.purpose] : []))))
      ctx.addIssue({ code: 'custom', message: `Purpose "${purpose}" is given twice`, path: ['sections'] });
    // The family's confirmation goes to this address: the form cannot work without it.
    const email = fields.find((field) => field.purpose === 'contactEmail');
    if (!email || email.type !== 'email' || !email.required || email.visibleWhen)
      ctx.addIssue({
        code: 'custom',
        message: 'One always-shown, required email field must have the purpose contactEmail',
        path: ['sections'],
      });
    for (const field of fields) {
      const condition = field.visibleWhen;
      if (!condition || !('fieldId' in condition)) continue;
      const target = fields.find((other) => other.id === condition.fieldId);
      const choices = target && (target.type === 'select' || target.type === 'radio') ? target.options : undefined;
      if (!choices?.some((option) => option.value === condition.equals))
        ctx.addIssue({
          code: 'custom',
          message: `Field "${field.id}" depends on "${condition.fieldId}" = "${condition.equals}", which is no option of a choice field`,
          path: ['sections'],
        });
    }
  });
export type PlanningForm = z.infer<typeof planningForm>;

// ---------------------------------------------------------------------------------------------
// Address data (GET /api/web/planning/address)

export const addressRegion = z.object({ code: z.string().min(1).max(10), name: z.string().min(1) });

export const addressCountry = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  name: z.string().min(1),
  /** "State", "Province or territory"... */
  regionLabel: z.string().min(1),
  /** Empty when the country's addresses have no region to pick. */
  regions: z.array(addressRegion),
  /** "ZIP code", "Postal code". */
  postalCodeLabel: z.string().min(1),
  /** A regular expression a postal code must match whole. */
  postalCodePattern: z.string().min(1),
  /** Shown as a hint: "For example 97214". */
  postalCodeExample: z.string().min(1),
});
export type AddressCountry = z.infer<typeof addressCountry>;

/** The countries (with their regions and postal code rules) the company's address fields offer. */
export const addressBook = z.object({
  defaultCountry: z.string().length(2),
  countries: z.array(addressCountry).min(1),
});
export type AddressBook = z.infer<typeof addressBook>;

export const addressParts = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
export type AddressPart = (typeof addressParts)[number];
export type AddressAnswer = Partial<Record<AddressPart, string>>;

// ---------------------------------------------------------------------------------------------
// Locations (GET /api/web/planning/locations)

export const planningLocations = z.object({
  /** The company's line that answers day and night: what an at-need visitor can call right now. */
  phoneNumber: z.string().min(1),
  locations: z.array(location),
});
export type PlanningLocations = z.infer<typeof planningLocations>;

// ---------------------------------------------------------------------------------------------
// Submission (POST /api/web/planning/submit)

/** What one answer may hold: text (also dates, choices), a number, or an address's parts. */
export type AnswerValue = string | number | AddressAnswer | null | undefined;

/**
 * AnswerValue as a schema: what `fields` may hold before the company's own rules are applied.
 * Refusing any other shape up front keeps unbounded nesting out of everything that walks a
 * submission (its Idempotency-Key fingerprint recursed into a 10,000-deep array and overflowed).
 */
export const answerValue = z.union(
  [
    // A textarea's answer may hold line breaks; each field's own rules (planning-validation.ts) say
    // whether its answer may.
    multilineText(),
    z.number(),
    z.null(),
    z.object({
      line1: text().nullish(),
      line2: text().nullish(),
      city: text().nullish(),
      region: text().nullish(),
      postalCode: text().nullish(),
      country: text().nullish(),
    }),
  ],
  // Spec §5 "wrong type", naming the kinds an answer comes in.
  { error: validationText.wrongType('string, number or object') },
);
/** Field id → answer (spec §3 "fields as a map of field id to value"). */
export type Answers = Readonly<Record<string, AnswerValue>>;

/**
 * Spec §3 planning submission. `fields` is only checked as a map here: each value is checked
 * against the company's own field definitions (planning-validation.ts), with spec §5 messages
 * at `fields.<id>`.
 */
export const planningSubmission = z.object({
  locationId: rowId(),
  caseStatus,
  fields: z.record(fieldId, answerValue),
});
/** As sent: `fields` holds answers already checked against the company's rules, typed by those. */
export type PlanningSubmission = Omit<z.infer<typeof planningSubmission>, 'fields'> & {
  fields: Record<string, unknown>;
};

export const planningSubmitResult = z.object({
  submissionId: z.number().int(),
  caseId: z.number().int(),
  caseStatus,
  locationId: z.number().int(),
  /** caseReference(caseId), as the mails quote it. */
  reference: z.string(),
});
export type PlanningSubmitResult = z.infer<typeof planningSubmitResult>;

/**
 * A 429 of planning submit (too many plans from one address or to one contact email): the wizard's
 * review page shows it under "Your plan was not sent", so the family learns how long to wait while
 * their answers stay on the page. `retryAfterSeconds` is the answer's Retry-After.
 */
export const planningThrottledMessage = (retryAfterSeconds: number): string =>
  `Too many plans have been sent from here or to this email address. Please wait ${waitText(retryAfterSeconds)} and try again.`;

/** Request headers of POSTs that create commitments (DESIGN §4): a repeat returns the first result. */
export const idempotencyKeyHeader = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\x21-\x7e]+$/);
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
