import { createActor, fromPromise, waitFor } from 'xstate';
import { loginResult, session, type LoginBody, type LoginResult, type Session } from '#contract/auth.ts';
import type { SignInCodeBody } from '#contract/sign-in-code.ts';
import { authMachine, type AuthActorRef, type AuthFailure } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import type { AuthRuntime } from './auth-handle.ts';
import type { TokenStore } from './token-store.ts';

/*
 * The auth machine with real effects: the session, sign-in and sign-out calls, and the token kept
 * in the token store the API client reads. Loaded only where someone signs in (the builder's
 * preview, the family portal), never by a visitor's page. main.tsx starts one per tab (auth-handle.ts).
 */

export interface AuthRuntimeDeps {
  api: ApiClient;
  tokenStore: TokenStore;
  /** Where focus changes are heard (spec §4: the session refreshes on window focus, never on a timer). */
  focusTarget?: { addEventListener(type: 'focus', listener: () => void): void };
}

/** The words a refused call is shown in: the server's own issue text when it gave one. */
export function refusal(error: unknown, fallback: string): AuthFailure | unknown {
  if (!isApiFatalError(error)) return error;
  const issue = error.issues?.[0]?.message;
  return { message: issue ?? `${fallback} (${error.message}).` } satisfies AuthFailure;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The answers parsed with the contract in development and tests only: production never parses one,
 * and the ternary folds away in its build, so the portal and the builder load no schema for signing in.
 */
const responseSchemas = import.meta.env.DEV ? { session, loginResult } : undefined;

export function startAuth({ api, tokenStore, focusTarget = window }: AuthRuntimeDeps): AuthActorRef {
  const machine = authMachine.provide({
    actors: {
      checkSession: fromPromise<Session | null, { token: string | null }>(async ({ input, signal }) => {
        if (!input.token) return null;
        try {
          return await api.get('/api/auth/session', {
            schema: responseSchemas?.session,
            headers: bearer(input.token),
            signal,
          });
        } catch (error) {
          if (isApiFatalError(error) && (error.status === 401 || error.status === 403)) return null;
          throw refusal(error, 'Your session could not be checked');
        }
      }),
      login: fromPromise<LoginResult, LoginBody>(async ({ input, signal }) => {
        try {
          return await api.post('/api/auth/login', { body: input, schema: responseSchemas?.loginResult, signal });
        } catch (error) {
          throw refusal(error, 'Signing in failed');
        }
      }),
      requestCode: fromPromise<void, { email: string }>(async ({ input, signal }) => {
        try {
          await api.post('/api/auth/sign-in-code', { body: input, signal });
        } catch (error) {
          throw refusal(error, 'The code could not be sent');
        }
      }),
      enterCode: fromPromise<LoginResult, SignInCodeBody>(async ({ input, signal }) => {
        try {
          return await api.post('/api/auth/sign-in-code/verify', {
            body: input,
            schema: responseSchemas?.loginResult,
            signal,
          });
        } catch (error) {
          throw refusal(error, 'Signing in failed');
        }
      }),
      logout: fromPromise<void, { token: string }>(async ({ input }) => {
        await api.post('/api/auth/logout', { headers: bearer(input.token) });
      }),
    },
    actions: {
      storeToken: (_, params) => tokenStore.set(params.token, params.keptUntil),
      forgetToken: () => tokenStore.clear(),
    },
  });
  const actor = createActor(machine, { input: { token: tokenStore.get() } }).start();
  focusTarget.addEventListener('focus', () => actor.send({ type: 'auth.refresh' }));
  return actor;
}

/**
 * Nothing under way: the first check, a sign-in (password or code), asking for a code or a sign-out
 * has finished (a focus refresh keeps the user).
 */
const isSettled = (snapshot: ReturnType<AuthActorRef['getSnapshot']>) =>
  !snapshot.matches('loading') &&
  !snapshot.matches('loggingOut') &&
  !snapshot.matches({ unauthenticated: 'signingIn' }) &&
  !snapshot.matches({ unauthenticated: 'requestingCode' }) &&
  !snapshot.matches({ unauthenticated: 'enteringCode' });

/** The auth actor with what routes ask of it (auth-handle.ts). */
export function startAuthRuntime(deps: AuthRuntimeDeps): AuthRuntime {
  const actor = startAuth(deps);
  const settled = async () => {
    const snapshot = await waitFor(actor, isSettled);
    return snapshot.matches('authenticated') ? snapshot.context.user : null;
  };
  return {
    actor,
    settled,
    async signOut() {
      actor.send({ type: 'auth.logout' });
      await settled();
    },
  };
}
