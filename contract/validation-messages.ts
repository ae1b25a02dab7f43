// zod's core alone: the browser installs these messages without pulling in the whole of zod.
import * as core from 'zod/v4/core';
import type { ApiIssue } from './errors.ts';

/**
 * Spec §5: the words every validation failure is shown in, on the server (422 issues) and in
 * the browser (form fields) alike. Zod decides *what* failed; this module only decides how it
 * is said.
 *
 * The map is used as zod's global `customError` (see `installValidationMessages`), so a
 * message a schema gives itself (`z.string().min(8, 'Too short')`) still wins: zod asks a
 * schema's own error before the global one.
 */
/** "1 character", "2 characters": the spec's `{n} characters` and `{n} items` said of one, too. */
const counted = (n: string, noun: string) => `${n} ${noun}${n === '1' ? '' : 's'}`;

export const validationText = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  url: 'Please enter a valid URL',
  pattern: 'Please enter a valid format',
  otherString: 'Invalid string',
  minLength: (n: string) => `Must be at least ${counted(n, 'character')}`,
  maxLength: (n: string) => `Cannot exceed ${counted(n, 'character')}`,
  minNumber: (n: string) => `Must be at least ${n}`,
  maxNumber: (n: string) => `Cannot exceed ${n}`,
  minItems: (n: string) => `Must have at least ${counted(n, 'item')}`,
  maxItems: (n: string) => `Cannot have more than ${counted(n, 'item')}`,
  wrongType: (type: string) => `Expected ${type}`,
  invalidOption: (list: string) => `Invalid option selected. Valid options are: ${list}`,
  minOther: (n: string) => `Value must be greater than or equal to ${n}`,
  maxOther: (n: string) => `Value must be less than or equal to ${n}`,
} as const;

type AnyIssue = core.$ZodIssue | core.$ZodRawIssue;

/** Whether the checked value was absent: known from `input` when zod passed it, else unknown. */
type Presence = 'missing' | 'present' | 'unknown';

// These are the codes zod raises when a value is simply not there (a missing key of a string,
// an enum, a union...). Checks such as too_small never run on a missing value.
const codesThatCanMeanMissing = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

// Asking for null/undefined on purpose and getting the other is a type mistake, not a gap.
const expectsNothing = new Set(['null', 'undefined', 'void']);

// zod's own English wording for a missing value; only consulted for issues that were finalised
// without `input` (zod drops it unless `reportInput` is on) and without our map.
const zodMissingWording = /received (undefined|null)$/;

// Readers see words, not zod's shorthand.
const typeNames: Readonly<Record<string, string>> = { int: 'integer' };

function isRequiredFailure(issue: AnyIssue, presence: Presence): boolean {
  if (!codesThatCanMeanMissing.has(issue.code ?? '')) return false;
  if (issue.code === 'invalid_type' && expectsNothing.has(issue.expected)) return false;
  if (presence === 'missing') return true;
  if (presence === 'present') return false;
  return (
    issue.message === validationText.required ||
    (issue.code === 'invalid_type' && zodMissingWording.test(issue.message ?? ''))
  );
}

/** A bound as readers know it: dates as ISO instants (zod hands them over as epoch numbers). */
function bound(value: number | bigint, origin: string): string {
  if (origin === 'date') return new Date(Number(value)).toISOString();
  return String(value);
}

function tooSmall(issue: core.$ZodIssueTooSmall): string | undefined {
  // An exclusive bound ("> 0") cannot be said truthfully as "at least"; zod's wording says it right.
  if (issue.inclusive === false) return undefined;
  const n = bound(issue.minimum, issue.origin);
  switch (issue.origin) {
    case 'string':
      // A text field that must hold one character is a required field that was left empty (spec §5
      // says "required" of it, not a count of one character).
      return n === '1' ? validationText.required : validationText.minLength(n);
    case 'number':
    case 'int':
      return validationText.minNumber(n);
    case 'array':
      return validationText.minItems(n);
    default:
      return validationText.minOther(n);
  }
}

function tooBig(issue: core.$ZodIssueTooBig): string | undefined {
  if (issue.inclusive === false) return undefined;
  const n = bound(issue.maximum, issue.origin);
  switch (issue.origin) {
    case 'string':
      return validationText.maxLength(n);
    case 'number':
    case 'int':
      return validationText.maxNumber(n);
    case 'array':
      return validationText.maxItems(n);
    default:
      return validationText.maxOther(n);
  }
}

function invalidFormat(format: string): string {
  switch (format) {
    case 'email':
      return validationText.email;
    case 'url':
      return validationText.url;
    case 'regex':
      return validationText.pattern;
    default:
      return validationText.otherString;
  }
}

/**
 * A discriminated union whose discriminator matched no option (`{ type: 'carousel' }`): its issue
 * sits at the discriminator's path but its input is the whole object, so presence is read from it.
 */
function discriminatorMessage(issue: AnyIssue): string | undefined {
  if (issue.code !== 'invalid_union' || !('discriminator' in issue) || !('options' in issue)) return undefined;
  const { discriminator, options, input } = issue as { discriminator: unknown; options: unknown; input?: unknown };
  if (typeof discriminator !== 'string' || !Array.isArray(options)) return undefined;
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[discriminator] : input;
  if (value === undefined || value === null) return validationText.required;
  return validationText.invalidOption(options.map((option) => String(option)).join(', '));
}

/** The spec §5 message for an issue, or undefined where the spec has none (zod's own applies). */
function specMessage(issue: AnyIssue, presence: Presence): string | undefined {
  const discriminated = discriminatorMessage(issue);
  if (discriminated) return discriminated;
  if (isRequiredFailure(issue, presence)) return validationText.required;
  switch (issue.code) {
    case 'invalid_type':
      return validationText.wrongType(typeNames[issue.expected] ?? issue.expected);
    case 'invalid_value':
      return validationText.invalidOption(issue.values.map((value) => String(value)).join(', '));
    case 'invalid_format':
      return invalidFormat(issue.format);
    case 'too_small':
      return tooSmall(issue as core.$ZodIssueTooSmall);
    case 'too_big':
      return tooBig(issue as core.$ZodIssueTooBig);
    case 'invalid_key':
      // A record key that fails its own schema (a page path with a NUL): that schema's words.
      return issue.issues[0]?.message ?? validationText.otherString;
    default:
      return undefined;
  }
}

/**
 * zod error map speaking spec §5. zod hands an error map the raw issue *with* its input, which
 * is the only reliable way to tell "missing" from "wrong type". Returning undefined lets zod fall
 * back to its own message (refinements, unknown keys, multiples...).
 */
export const validationErrorMap: core.$ZodErrorMap = (issue) =>
  specMessage(issue, issue.input === undefined || issue.input === null ? 'missing' : 'present');

const unwrap = (result: ReturnType<core.$ZodErrorMap> | undefined): string | undefined =>
  typeof result === 'string' ? result : (result?.message ?? undefined);

/**
 * The spec §5 message for one issue: a raw issue (inside an error map) or a finished one from a
 * failed parse. A finished issue only knows whether the value was missing when it was parsed with
 * `reportInput`, or already carries our wording; otherwise zod's "received undefined" wording is
 * read as the last resort.
 */
export function validationMessage(issue: AnyIssue): string {
  const presence: Presence =
    'input' in issue ? (issue.input === undefined || issue.input === null ? 'missing' : 'present') : 'unknown';
  return (
    specMessage(issue, presence) ??
    issue.message ??
    unwrap(core.config().localeError?.(issue as core.$ZodRawIssue)) ??
    'Invalid input'
  );
}

const pathSegment = (key: PropertyKey): string => (typeof key === 'symbol' ? (key.description ?? '') : String(key));

/** `['items', 0, 'name']` → `'items.0.name'`; the root is `''`. */
export const issuePath = (path: readonly PropertyKey[]): string => path.map(pathSegment).join('.');

/**
 * The `issues` of an API error body. Messages are taken as the parse produced them: with
 * `installValidationMessages()` in effect they are already spec §5's, and a schema's own message
 * stays its own.
 */
export const toApiIssues = (error: core.$ZodError): ApiIssue[] =>
  error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));

/**
 * Make every parse in this process speak spec §5. Call once at each entry point (server start,
 * browser main); returns a function putting the previous map back (for tests).
 */
export function installValidationMessages(): () => void {
  const previous = core.config().customError;
  core.config({ customError: validationErrorMap });
  return () => {
    core.config({ customError: previous });
  };
}
