import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LoginBody, LoginResult, Session, SessionUser } from '#contract/auth.ts';
import { stripBearer } from '#contract/bearer-token.ts';
import { failureWords } from '#machines/failure-words.ts';

/**
 * Spec §3/§4 authentication, for staff (the builder) and families (the portal) alike: a token (a
 * leading 'Bearer ' stripped) and a status, loading → authenticated | unauthenticated. The session
 * is refreshed when the window regains focus (the composition root sends `auth.refresh` then),
 * never on a timer. Effects are actors and actions the composition root provides.
 */

export interface AuthContext {
  token: string | null;
  user: SessionUser | null;
  /** Words for the person signing in: a failed sign-in or a server that could not be reached. */
  error: string | null;
}

export interface AuthInput {
  /** The stored token, if any (with or without a leading 'Bearer '). */
  token: string | null;
}

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string }
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

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    /** The session of a token: null when the server says it is not (or there is no token). */
    checkSession: fromPromise<Session | null, { token: string | null }>(() => new Promise(() => {})),
    login: fromPromise<LoginResult, LoginBody>(() => new Promise(() => {})),
    logout: fromPromise<void, { token: string }>(() => new Promise(() => {})),
  },
  actions: {
    /** Keep the token where the API client reads it (provided by the composition root). */
    storeToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    signedOut: assign({ token: null, user: null }),
  },
  guards: {
    sessionFound: (_, params: { session: Session | null }) => params.session !== null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ token: stripBearer(input.token), user: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'sessionFound', params: ({ event }) => ({ session: event.output }) },
            target: 'authenticated',
            actions: assign({ user: ({ event }) => event.output?.user ?? null }),
          },
          { target: 'unauthenticated', actions: ['signedOut', 'forgetToken'] },
        ],
        // The server could not say: the token is kept for the next try, but nobody is signed in now.
        onError: {
          target: 'unauthenticated',
          actions: assign({ user: null, error: ({ event }) => failureWords(event.error) }),
        },
      },
    },
    authenticated: {
      initial: 'idle',
      on: {
        'auth.logout': { target: 'loggingOut' },
        'auth.expired': { target: 'unauthenticated', actions: ['signedOut', 'forgetToken'] },
      },
      states: {
        idle: {
          on: { 'auth.refresh': { target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            input: ({ context }) => ({ token: context.token }),
            onDone: [
              {
                guard: { type: 'sessionFound', params: ({ event }) => ({ session: event.output }) },
                target: 'idle',
                actions: assign({ user: ({ event }) => event.output?.user ?? null }),
              },
              { target: '#auth.unauthenticated', actions: ['signedOut', 'forgetToken'] },
            ],
            // A blip while checking is no reason to sign anyone out.
            onError: { target: 'idle' },
          },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token ?? '' }),
        // Signed out here whatever the server said: the token is forgotten either way.
        onDone: { target: 'unauthenticated', actions: ['signedOut', 'forgetToken'] },
        onError: { target: 'unauthenticated', actions: ['signedOut', 'forgetToken'] },
      },
    },
    unauthenticated: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'auth.login': { target: 'signingIn', actions: assign({ error: null }) },
          },
        },
        signingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              const { email, password } = event as Extract<AuthEvent, { type: 'auth.login' }>;
              return { email, password };
            },
            onDone: {
              target: '#auth.authenticated',
              actions: [
                assign({
                  token: ({ event }) => stripBearer(event.output.token),
                  user: ({ event }) => event.output.user,
                  error: null,
                }),
                { type: 'storeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => failureWords(event.error) }) },
          },
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthActorRef = ActorRefFrom<AuthMachine>;
export type AuthSnapshot = SnapshotFrom<AuthMachine>;
