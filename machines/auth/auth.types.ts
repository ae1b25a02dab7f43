import type { SessionUser } from '#contract/auth.ts';

/* The auth machine's context, input and events (auth.machine.ts charts them). */

export interface AuthContext {
  token: string | null;
  user: SessionUser | null;
  /** Words for the person signing in: a failed sign-in or a server that could not be reached. */
  error: string | null;
  /** The sign-in under way asked to keep the session on this device. */
  keepAsked: boolean;
  /** Until when the session's token is kept on this device (a family account that asked), else null: the tab's only. */
  keptUntil: string | null;
  /** The code sign-in: the address a code is asked for, and whether one was mailed to it. */
  code: { email: string; sent: boolean } | null;
}

export interface AuthInput {
  /** The stored token, if any (with or without a leading 'Bearer '). */
  token: string | null;
}

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string; keepSignedIn?: boolean }
  /** "Email me a code": mail a sign-in code to this address (again, from the code step). */
  | { type: 'auth.code.request'; email: string }
  /** The code from the mail, typed. */
  | { type: 'auth.code.enter'; code: string; keepSignedIn?: boolean }
  /** Back from the code step to the password. */
  | { type: 'auth.code.cancel' }
  | { type: 'auth.logout' }
  /** The window regained focus: ask the server whether the session still holds. */
  | { type: 'auth.refresh' }
  /** A call answered 401: the session ended elsewhere (expired, signed out in another tab). */
  | { type: 'auth.expired' };

/**
 * An effect's refusal as the machine shows it: the composition root turns API answers into these
 * words and rejects with this plain object. Anything else (an Error: the network failed) is shown
 * as the one unreachable sentence (machines/failure-words.ts).
 */
export interface AuthFailure {
  message: string;
}
