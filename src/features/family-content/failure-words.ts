import { failureWords } from '#machines/failure-words.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';

/** The server's refusal as the family reads it (its first issue, else its status words); no answer stays as it came. */
const described = (error: unknown): unknown =>
  isApiFatalError(error) ? { message: error.issues?.[0]?.message ?? error.message } : error;

/** What a failed call says to the family: the server's words, else that it could not be reached. */
export const callFailureWords = (error: unknown): string => failureWords(described(error));

/** A failed proof call as the proof review machine takes it: the words, and whether it is locked (409). */
export function proofFailure(error: unknown): { message: string; locked: boolean } {
  return { message: callFailureWords(error), locked: isApiFatalError(error) && error.status === 409 };
}
