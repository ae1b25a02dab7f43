import type { AnyFieldApi } from '@tanstack/react-form';

/**
 * The words a TanStack Form field shows now: the server's refusal for it when there is one, else its
 * first error once the field was left or the form sent (never while it is first being typed).
 */
export function shownError(field: AnyFieldApi, server?: string): string | undefined {
  if (server) return server;
  if (!field.state.meta.isBlurred && field.form.state.submissionAttempts === 0) return undefined;
  const [first] = field.state.meta.errors as unknown[];
  return typeof first === 'string' && first ? first : undefined;
}
