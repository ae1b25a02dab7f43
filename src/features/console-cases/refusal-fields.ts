import type { Refusal } from '#src/lib/account/password-reset-calls.ts';

/**
 * A refusal's words by the form field they belong to, the first for each: an issue whose path names
 * no field of the form goes to `fallback` ('' is the form's alert). `fieldOf` turns the API's path
 * into the form's field name where the two differ.
 */
export function refusalFields(
  refusal: Refusal,
  fallback = '',
  fieldOf: (path: string) => string = (path) => path,
): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const issue of refusal.issues) shown[fieldOf(issue.path) || fallback] ??= issue.message;
  return shown;
}
