/*
 * An effect fails one of two ways. The server refused: the composition root turns its answer into
 * a plain object carrying the words to show ({ message }, with more where a machine needs it: the
 * builder's reason, a locked proof). Or no answer came: fetch threw an Error (offline, a dropped
 * connection), and the person reads the one sentence below. One copy of the sentence and one rule
 * telling the two apart, for the machines (auth, builder, proof review) and the portal pages that
 * show a failed call themselves.
 */

export const unreachableWords = 'We could not reach the server. Please check your connection and try again.';

/**
 * The refusal a composition root described: a plain object (never an Error, which is the network
 * failing) whose `message` has words; null for anything else (an Error, a bare string, no words).
 */
export function describedFailure<Failure extends { message: string }>(
  error: unknown,
): (Partial<Failure> & { message: string }) | null {
  if (typeof error !== 'object' || error === null || error instanceof Error) return null;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && message !== '' ? (error as Partial<Failure> & { message: string }) : null;
}

/** What a failed effect says: the refusal's own words, else that the server could not be reached. */
export const failureWords = (error: unknown): string => describedFailure(error)?.message ?? unreachableWords;
