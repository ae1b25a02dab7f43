import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LoginBody, LoginResult, Session, SessionUser } from '#contract/auth.ts';
import { stripBearer } from '#contract/bearer-token.ts';
import type { SignInCodeBody } from '#contract/sign-in-code.ts';
import { failureWords } from '#machines/failure-words.ts';

/**
 * Spec §3/§4 authentication, for staff (the builder) and families (the portal) alike: a token (a
 * leading 'Bearer ' stripped) and a status, loading → authenticated | unauthenticated. The session
 * is refreshed when the window regains focus (the composition root sends `auth.refresh` then),
 * never on a timer. Effects are actors and actions the composition root provides.
 *
 * Signing in is one of two ways (issue 24): the password (`auth.login`), or a mailed code
 * (`auth.code.request` mails one, `auth.code.enter` signs in with it; a code is typed only after one
 * was mailed, to the address it was mailed to). Either may ask to keep the session on the device
 * (decision 0073), which a family account gets and a staff account never does.
 */

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

/** What storeToken keeps after a sign-in: the new token, for the tab or on the device. */
const stored = ({ context }: { context: AuthContext }) => ({
  token: context.token ?? '',
  keptUntil: context.keptUntil,
});

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
    requestCode: fromPromise<void, { email: string }>(() => new Promise(() => {})),
    enterCode: fromPromise<LoginResult, SignInCodeBody>(() => new Promise(() => {})),
    logout: fromPromise<void, { token: string }>(() => new Promise(() => {})),
  },
  actions: {
    /**
     * Keep the token where the API client reads it (provided by the composition root): for the tab,
     * or with `keptUntil` on the device until then (decision 0073).
     */
    storeToken: (_, _params: { token: string; keptUntil: string | null }) => {},
    forgetToken: () => {},
    signedOut: assign({ token: null, user: null, keptUntil: null, keepAsked: false, code: null }),
    /** A sign-in answered: its session is the context's, kept on the device only for a family that asked. */
    signedIn: assign(({ context }, result: LoginResult) => ({
      token: stripBearer(result.token),
      user: result.user,
      error: null,
      keptUntil: context.keepAsked && result.user.role === 'family' ? result.expiresAt : null,
      code: null,
    })),
  },
  guards: {
    sessionFound: (_, params: { session: Session | null }) => params.session !== null,
    codeWasSent: ({ context }) => context.code?.sent === true,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: stripBearer(input.token),
    user: null,
    error: null,
    keepAsked: false,
    keptUntil: null,
    code: null,
  }),
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
            'auth.login': {
              target: 'signingIn',
              actions: assign({ error: null, keepAsked: ({ event }) => event.keepSignedIn === true }),
            },
            'auth.code.request': {
              target: 'requestingCode',
              actions: assign({ error: null, code: ({ event }) => ({ email: event.email, sent: false }) }),
            },
          },
        },
        signingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              const { email, password, keepSignedIn } = event as Extract<AuthEvent, { type: 'auth.login' }>;
              return { email, password, keepSignedIn: keepSignedIn === true };
            },
            onDone: {
              target: '#auth.authenticated',
              actions: [
                { type: 'signedIn', params: ({ event }) => event.output },
                { type: 'storeToken', params: stored },
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => failureWords(event.error) }) },
          },
        },
        requestingCode: {
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({ email: context.code?.email ?? '' }),
            onDone: {
              target: 'codeSent',
              actions: assign({ code: ({ context }) => ({ email: context.code?.email ?? '', sent: true }) }),
            },
            onError: [
              // Asking again failed: the code mailed before still works, so the code step stays.
              {
                guard: 'codeWasSent',
                target: 'codeSent',
                actions: assign({ error: ({ event }) => failureWords(event.error) }),
              },
              { target: 'idle', actions: assign({ error: ({ event }) => failureWords(event.error), code: null }) },
            ],
          },
        },
        codeSent: {
          on: {
            'auth.code.enter': {
              target: 'enteringCode',
              actions: assign({ error: null, keepAsked: ({ event }) => event.keepSignedIn === true }),
            },
            'auth.code.request': {
              target: 'requestingCode',
              actions: assign({ error: null, code: ({ context }) => context.code }),
            },
            'auth.code.cancel': { target: 'idle', actions: assign({ error: null, code: null }) },
          },
        },
        enteringCode: {
          invoke: {
            id: 'enterCode',
            src: 'enterCode',
            input: ({ context, event }) => {
              const { code, keepSignedIn } = event as Extract<AuthEvent, { type: 'auth.code.enter' }>;
              return { email: context.code?.email ?? '', code, keepSignedIn: keepSignedIn === true };
            },
            onDone: {
              target: '#auth.authenticated',
              actions: [
                { type: 'signedIn', params: ({ event }) => event.output },
                { type: 'storeToken', params: stored },
              ],
            },
            onError: { target: 'codeSent', actions: assign({ error: ({ event }) => failureWords(event.error) }) },
          },
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthActorRef = ActorRefFrom<AuthMachine>;
export type AuthSnapshot = SnapshotFrom<AuthMachine>;
