import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LoginBody, LoginResult, Session } from '#contract/auth.ts';
import { stripBearer } from '#contract/bearer-token.ts';
import type { SignInCodeBody } from '#contract/sign-in-code.ts';
import { failureWords } from '#machines/failure-words.ts';
import type { AuthContext, AuthEvent, AuthInput } from './auth.types.ts';

/**
 * Spec §3/§4 authentication, for staff (the builder) and families (the portal) alike: a token (a
 * leading 'Bearer ' stripped) and a status, loading → authenticated | unauthenticated. The session
 * is refreshed when the window regains focus (the composition root sends `auth.refresh` then),
 * never on a timer. Effects are actors and actions the composition root provides.
 *
 * Signing in is one of two ways: the password (`auth.login`), or a mailed code
 * (`auth.code.request` mails one, `auth.code.enter` signs in with it; a code is typed only after one
 * was mailed, to the address it was mailed to). Either may ask to keep the session on the device
 * (decision 0073), which a family account gets and a staff account never does.
 */

export type { AuthContext, AuthEvent, AuthFailure, AuthInput } from './auth.types.ts';

/** What storeToken keeps after a sign-in: the new token, for the tab or on the device. */
const stored = ({ context }: { context: AuthContext }) => ({
  token: context.token ?? '',
  keptUntil: context.keptUntil,
});

/** A session check's answer, as the guard and the action that read it take it. */
const answeredSession = ({ event }: { event: { output: Session | null } }) => ({ session: event.output });

/** What a session check answered: its user when there is a session (`found`), else signed out (`gone`). */
const sessionChecked = (found: string, gone: string) =>
  [
    {
      guard: { type: 'sessionFound', params: answeredSession },
      target: found,
      actions: { type: 'adoptSession', params: answeredSession },
    },
    { target: gone, actions: ['signedOut', 'forgetToken'] },
  ] as const;

/** A sign-in answered (the password's or the code's): its session adopted and its token kept. */
const signedInDone = {
  target: '#auth.authenticated',
  actions: [
    { type: 'signedIn', params: ({ event }: { event: { output: LoginResult } }) => event.output },
    { type: 'storeToken', params: stored },
  ],
} as const;

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
    /** The server's session answer: its user (or nobody). */
    adoptSession: assign((_, params: { session: Session | null }) => ({ user: params.session?.user ?? null })),
    /** A failed effect's words for the person (machines/failure-words.ts). */
    showFailure: assign((_, params: { error: unknown }) => ({ error: failureWords(params.error) })),
    /** The server could not say: the token is kept for the next try, but nobody is signed in now. */
    unknownSession: assign((_, params: { error: unknown }) => ({ user: null, error: failureWords(params.error) })),
    /** A sign-in starts: no old words, and whether it asked to keep the session on the device. */
    startSignIn: assign((_, params: { keepSignedIn: boolean | undefined }) => ({
      error: null,
      keepAsked: params.keepSignedIn === true,
    })),
    /** A code is asked for this address (none mailed to it yet). */
    askCode: assign((_, params: { email: string }) => ({ error: null, code: { email: params.email, sent: false } })),
    /** The code was mailed to the address asked. */
    markCodeSent: assign(({ context }) => ({ code: { email: context.code?.email ?? '', sent: true } })),
    clearError: assign({ error: null }),
    /** Back to the password, or a code request failed before any code was mailed. */
    forgetCode: assign({ code: null }),
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
        onDone: sessionChecked('authenticated', 'unauthenticated'),
        onError: {
          target: 'unauthenticated',
          actions: { type: 'unknownSession', params: ({ event }) => ({ error: event.error }) },
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
            onDone: sessionChecked('idle', '#auth.unauthenticated'),
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
              actions: { type: 'startSignIn', params: ({ event }) => ({ keepSignedIn: event.keepSignedIn }) },
            },
            'auth.code.request': {
              target: 'requestingCode',
              actions: { type: 'askCode', params: ({ event }) => ({ email: event.email }) },
            },
          },
        },
        signingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'auth.login');
              return { email: event.email, password: event.password, keepSignedIn: event.keepSignedIn === true };
            },
            onDone: signedInDone,
            onError: {
              target: 'idle',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        requestingCode: {
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({ email: context.code?.email ?? '' }),
            onDone: { target: 'codeSent', actions: 'markCodeSent' },
            onError: [
              // Asking again failed: the code mailed before still works, so the code step stays.
              {
                guard: 'codeWasSent',
                target: 'codeSent',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'idle',
                actions: [{ type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetCode'],
              },
            ],
          },
        },
        codeSent: {
          on: {
            'auth.code.enter': {
              target: 'enteringCode',
              actions: { type: 'startSignIn', params: ({ event }) => ({ keepSignedIn: event.keepSignedIn }) },
            },
            // Mailed again to the same address: the code step stays open meanwhile.
            'auth.code.request': { target: 'requestingCode', actions: 'clearError' },
            'auth.code.cancel': { target: 'idle', actions: ['clearError', 'forgetCode'] },
          },
        },
        enteringCode: {
          invoke: {
            id: 'enterCode',
            src: 'enterCode',
            input: ({ context, event }) => {
              assertEvent(event, 'auth.code.enter');
              return { email: context.code?.email ?? '', code: event.code, keepSignedIn: event.keepSignedIn === true };
            },
            onDone: signedInDone,
            onError: {
              target: 'codeSent',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthActorRef = ActorRefFrom<AuthMachine>;
export type AuthSnapshot = SnapshotFrom<AuthMachine>;
