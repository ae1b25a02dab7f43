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

export const selectIsSigningIn = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ unauthenticated: 'signingIn' });

/** Whether the account may use something restricted to `role` (staff: the builder; family: the portal). */
export const selectHasRole =
  (role: UserRole) =>
  (snapshot: AuthSnapshot): boolean =>
    snapshot.matches('authenticated') && snapshot.context.user?.role === role;
