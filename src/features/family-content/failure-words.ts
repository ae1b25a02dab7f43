import { isApiFatalError } from '#src/lib/api/fatal-error.ts';

/** What a failed call says to the family: the server's first issue, else its status words. */
export function failureWords(error: unknown): string {
  if (!isApiFatalError(error)) return 'We could not reach the server. Please check your connection and try again.';
  return error.issues?.[0]?.message ?? error.message;
}

/** A failed proof call as the proof review machine takes it: the words, and whether it is locked (409). */
export function proofFailure(error: unknown): { message: string; locked: boolean } {
  return { message: failureWords(error), locked: isApiFatalError(error) && error.status === 409 };
}
