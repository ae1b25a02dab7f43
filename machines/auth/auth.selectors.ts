import type { SessionUser, UserRole } from '#contract/auth.ts';
import type { AuthSnapshot } from './auth.machine.ts';

/** Spec §3: the status of authentication. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export const selectStatus = (snapshot: AuthSnapshot): AuthStatus =>
  snapshot.matches('authenticated')
    ? 'authenticated'
    : snapshot.matches('unauthenticated')
      ? 'unauthenticated'
      : // Signing out is still "signed in" until the server has been told.
        snapshot.matches('loggingOut')
        ? 'authenticated'
        : 'loading';

export const selectUser = (snapshot: AuthSnapshot): SessionUser | null => snapshot.context.user;

export const selectRole = (snapshot: AuthSnapshot): UserRole | null => snapshot.context.user?.role ?? null;

export const selectError = (snapshot: AuthSnapshot): string | null => snapshot.context.error;

/** A sign-in is on its way to the server: with the password, or with a mailed code. */
export const selectIsSigningIn = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ unauthenticated: 'signingIn' }) || snapshot.matches({ unauthenticated: 'enteringCode' });

/**
 * Where the code sign-in is: `none` (the password form), `asking` (a code is being asked
 * for, the first time), `sent` (a code was mailed: type it, or ask again, which is `resending`).
 */
export type CodeStep = 'none' | 'asking' | 'sent' | 'resending';

export const selectCodeStep = (snapshot: AuthSnapshot): CodeStep => {
  const { code } = snapshot.context;
  if (snapshot.matches({ unauthenticated: 'requestingCode' })) return code?.sent ? 'resending' : 'asking';
  if (snapshot.matches({ unauthenticated: 'codeSent' }) || snapshot.matches({ unauthenticated: 'enteringCode' }))
    return 'sent';
  return 'none';
};

/** The address the code was asked for (and, once sent, mailed to). */
export const selectCodeEmail = (snapshot: AuthSnapshot): string | null => snapshot.context.code?.email ?? null;

/** Whether the account may use something restricted to `role` (staff: the builder; family: the portal). */
export const selectHasRole =
  (role: UserRole) =>
  (snapshot: AuthSnapshot): boolean =>
    snapshot.matches('authenticated') && snapshot.context.user?.role === role;
