import type { ApiFatalError } from '#src/lib/api/fatal-error.ts';

/** What the server said about the last attempt of a card form (the shop's checkout, a case payment). */
export interface ServerErrors<Field extends string> {
  /** Its messages by field, each shown beside its field until that field changes. */
  fieldErrors: Partial<Record<Field, string>>;
  /** What concerns the whole attempt (a decline, a limit, a processor failure): read first, above the form. */
  formError: string | null;
}

/**
 * The server's refusal (spec §5 issues by path) as the form shows it: each field's first message
 * beside it, and above the form the first issue that belongs to no field or to the card; a decline
 * (path `paymentToken`) is said at the card and above the form, where it is read first. Without
 * such an issue the form says 'Some details need attention.' when a field has one, else
 * `otherwise` (the status words, said the feature's way).
 */
export function serverErrorsOf<Field extends string>(
  error: ApiFatalError,
  fieldOf: (path: string) => Field | null | undefined,
  otherwise: string,
): ServerErrors<Field> & { formError: string } {
  const fieldErrors: Partial<Record<Field, string>> = {};
  const general: string[] = [];
  for (const issue of error.issues ?? []) {
    const field = fieldOf(issue.path);
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    if (!field || issue.path === 'paymentToken') general.push(issue.message);
  }
  const formError = general[0] ?? (Object.keys(fieldErrors).length > 0 ? 'Some details need attention.' : otherwise);
  return { fieldErrors, formError };
}
