import type { ApiIssue } from '#contract/errors.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { passwordResetPath } from '#src/lib/queries/family/password-reset.ts';

/*
 * The password reset writes (decision 0040); the link's check is a query (lib/queries/family). Refusals
 * the page explains (a 404 link, a 422 password, a 429) come back as outcomes; anything else (the
 * server is down) is thrown to the error page.
 */

export type Refusal = { kind: 'refused'; issues: ApiIssue[] };

/** A refusal with words (403, 404, 409, 422, 429), or the error thrown on. */
export function refusalOf(error: unknown): Refusal {
  if (isApiFatalError(error) && error.issues?.length && [403, 404, 409, 422, 429].includes(error.status))
    return { kind: 'refused', issues: error.issues };
  throw error;
}

export async function requestPasswordReset(api: ApiClient, email: string): Promise<{ kind: 'sent' } | Refusal> {
  try {
    await api.post('/api/auth/password-reset', { body: { email } });
    return { kind: 'sent' };
  } catch (error) {
    return refusalOf(error);
  }
}

export async function setNewPassword(
  api: ApiClient,
  token: string,
  password: string,
): Promise<{ kind: 'changed' } | { kind: 'expired' } | Refusal> {
  try {
    await api.post(passwordResetPath(token), { body: { password } });
    return { kind: 'changed' };
  } catch (error) {
    if (isApiFatalError(error) && error.status === 404) return { kind: 'expired' };
    return refusalOf(error);
  }
}

/** The issues of one field, and those of the whole request (path ''). */
export function splitIssues(issues: ApiIssue[]): { fields: Record<string, string>; form: string | null } {
  const fields: Record<string, string> = {};
  let form: string | null = null;
  for (const { path, message } of issues) {
    if (path === '') form ??= message;
    else fields[path] ??= message;
  }
  return { fields, form };
}
