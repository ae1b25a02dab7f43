import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginBody, LoginResult, Session } from '#contract/auth.ts';
import type { SignInCodeBody } from '#contract/sign-in-code.ts';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { authMachine } from './auth.machine.ts';
import { familyAnswer, loginAnswer, model, staffSession } from './auth.model.ts';
import {
  selectCodeEmail,
  selectCodeStep,
  selectError,
  selectHasRole,
  selectIsSigningIn,
  selectRole,
  selectStatus,
  selectUser,
} from './auth.selectors.ts';

interface Server {
  /** The tokens the server knows. */
  tokens: Set<string>;
  offline?: boolean;
  stored: Array<string | null>;
  checked: Array<string | null>;
  loggedOut: string[];
  codesAsked: string[];
  codesEntered: SignInCodeBody[];
  keptUntil: Array<string | null>;
}

function start(token: string | null, server: Partial<Server> = {}) {
  const state: Server = {
    tokens: new Set(),
    stored: [],
    checked: [],
    loggedOut: [],
    codesAsked: [],
    codesEntered: [],
    keptUntil: [],
    ...server,
  };
  const machine = authMachine.provide({
    actors: {
      checkSession: fromPromise<Session | null, { token: string | null }>(async ({ input }) => {
        state.checked.push(input.token);
        if (state.offline) throw new Error('offline');
        return input.token && state.tokens.has(input.token) ? staffSession : null;
      }),
      login: fromPromise<LoginResult, LoginBody>(async ({ input }) => {
        if (input.password !== 'right') throw { message: 'Email or password is incorrect' };
        state.tokens.add('fresh-token-from-the-server-0123456789');
        return input.email === familyAnswer.user.email ? familyAnswer : loginAnswer;
      }),
      logout: fromPromise<void, { token: string }>(async ({ input }) => {
        state.loggedOut.push(input.token);
        state.tokens.delete(input.token);
      }),
      requestCode: fromPromise<void, { email: string }>(async ({ input }) => {
        if (state.offline) throw new Error('offline');
        state.codesAsked.push(input.email);
      }),
      enterCode: fromPromise<LoginResult, SignInCodeBody>(async ({ input }) => {
        if (input.code !== '246810') throw { message: 'That code is wrong or no longer works.' };
        state.codesEntered.push(input);
        return familyAnswer;
      }),
    },
    actions: {
      storeToken: (_, params) => {
        state.stored.push(params.token);
        state.keptUntil.push(params.keptUntil);
      },
      forgetToken: () => state.stored.push(null),
    },
  });
  const actor = createActor(machine, { input: { token } }).start();
  return { actor, server: state };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ authenticated: 'idle' }) || s.matches({ unauthenticated: 'idle' }));

describe('auth machine', () => {
  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['a bare string', 'offline'],
    ['an object without words', { status: 503 }],
  ])('shows the unreachable message when a check fails with %s', async (_, failure) => {
    const machine = authMachine.provide({
      actors: { checkSession: fromPromise<Session | null, { token: string | null }>(() => Promise.reject(failure)) },
    });
    const actor = createActor(machine, { input: { token: 'live' } }).start();
    await settled(actor);
    expect(selectError(actor.getSnapshot())).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
  });

  it('a refresh takes the session’s current user', async () => {
    let name = 'Dana Ellison';
    const machine = authMachine.provide({
      actors: {
        checkSession: fromPromise<Session | null, { token: string | null }>(async () => ({
          ...staffSession,
          user: { ...staffSession.user, name },
        })),
      },
    });
    const actor = createActor(machine, { input: { token: 'live' } }).start();
    await settled(actor);
    name = 'Dana Ellison-Park';
    actor.send({ type: 'auth.refresh' });
    await settled(actor);
    expect(selectUser(actor.getSnapshot())?.name).toBe('Dana Ellison-Park');
  });

  it('is signed out even when the server cannot be told', async () => {
    const machine = authMachine.provide({
      actors: {
        checkSession: fromPromise<Session | null, { token: string | null }>(async () => staffSession),
        logout: fromPromise<void, { token: string }>(() => Promise.reject(new Error('offline'))),
      },
    });
    const actor = createActor(machine, { input: { token: 'live' } }).start();
    await settled(actor);
    actor.send({ type: 'auth.logout' });
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('unauthenticated');
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('starts loading, then is authenticated when the stored token is a live session', async () => {
    const { actor, server } = start('Bearer live', { tokens: new Set(['live']) });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('authenticated');
    expect(server.checked).toEqual(['live']);
    expect(selectUser(actor.getSnapshot())?.name).toBe('Dana Ellison');
    expect(selectRole(actor.getSnapshot())).toBe('staff');
    expect(selectHasRole('staff')(actor.getSnapshot())).toBe(true);
    expect(selectHasRole('family')(actor.getSnapshot())).toBe(false);
  });

  it('is unauthenticated, forgetting the token, when the session is over', async () => {
    const { actor, server } = start('expired');
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('unauthenticated');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(server.stored).toEqual([null]);
  });

  it('keeps the token when the server cannot be reached, and says so', async () => {
    const { actor, server } = start('live', { tokens: new Set(['live']), offline: true });
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('unauthenticated');
    expect(actor.getSnapshot().context.token).toBe('live');
    expect(server.stored).toEqual([]);
    expect(selectError(actor.getSnapshot())).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
  });

  it('signs in: stores the token without "Bearer ", or shows why not', async () => {
    const { actor, server } = start(null);
    await settled(actor);
    actor.send({ type: 'auth.login', email: 'staff@evergreen.example', password: 'wrong' });
    await settled(actor);
    expect(selectError(actor.getSnapshot())).toBe('Email or password is incorrect');

    expect(selectIsSigningIn(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'auth.login', email: 'staff@evergreen.example', password: 'right' });
    expect(selectIsSigningIn(actor.getSnapshot())).toBe(true);
    expect(selectStatus(actor.getSnapshot())).toBe('unauthenticated');
    expect(selectError(actor.getSnapshot())).toBeNull();
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('authenticated');
    expect(actor.getSnapshot().context.token).toBe('fresh-token-from-the-server-0123456789');
    // Nothing was stored at the start (no token); the new one is stored as it is, bare.
    expect(server.stored).toEqual([null, 'fresh-token-from-the-server-0123456789']);
  });

  it('refreshes only when asked (window focus), signing out if the session ended meanwhile', async () => {
    const { actor, server } = start('live', { tokens: new Set(['live']) });
    await settled(actor);
    actor.send({ type: 'auth.refresh' });
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('authenticated');
    expect(server.checked).toEqual(['live', 'live']);

    server.tokens.clear();
    actor.send({ type: 'auth.refresh' });
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('unauthenticated');
  });

  it('stays signed in when a refresh cannot reach the server', async () => {
    const { actor, server } = start('live', { tokens: new Set(['live']) });
    await settled(actor);
    server.offline = true;
    actor.send({ type: 'auth.refresh' });
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('authenticated');
  });

  it('signs out: tells the server, forgets the token', async () => {
    const { actor, server } = start('live', { tokens: new Set(['live']) });
    await settled(actor);
    actor.send({ type: 'auth.logout' });
    expect(selectStatus(actor.getSnapshot())).toBe('authenticated');
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('unauthenticated');
    expect(server.loggedOut).toEqual(['live']);
    expect(server.stored).toEqual([null]);
  });

  it('signs out at once when a call finds the session expired', async () => {
    const { actor, server } = start('live', { tokens: new Set(['live']) });
    await settled(actor);
    actor.send({ type: 'auth.expired' });
    expect(selectStatus(actor.getSnapshot())).toBe('unauthenticated');
    expect(server.stored).toEqual([null]);
  });
});

describe('auth machine: signing in with a code, keeping the session', () => {
  it('mails a code, takes a wrong one with the server’s words, then signs in with the right one', async () => {
    const { actor, server } = start(null);
    await settled(actor);
    actor.send({ type: 'auth.code.request', email: 'rose@family.example' });
    expect(selectCodeStep(actor.getSnapshot())).toBe('asking');
    await waitFor(actor, (s) => s.matches({ unauthenticated: 'codeSent' }));
    expect(selectCodeStep(actor.getSnapshot())).toBe('sent');
    expect(selectCodeEmail(actor.getSnapshot())).toBe('rose@family.example');
    expect(server.codesAsked).toEqual(['rose@family.example']);

    actor.send({ type: 'auth.code.enter', code: '111111' });
    expect(selectIsSigningIn(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ unauthenticated: 'codeSent' }));
    expect(selectError(actor.getSnapshot())).toBe('That code is wrong or no longer works.');

    actor.send({ type: 'auth.code.request', email: 'someone-else@family.example' });
    expect(selectCodeStep(actor.getSnapshot())).toBe('resending');
    await waitFor(actor, (s) => s.matches({ unauthenticated: 'codeSent' }));
    expect(server.codesAsked).toEqual(['rose@family.example', 'rose@family.example']);

    actor.send({ type: 'auth.code.enter', code: '246810', keepSignedIn: true });
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('authenticated');
    expect(server.codesEntered).toEqual([{ email: 'rose@family.example', code: '246810', keepSignedIn: true }]);
    expect(server.keptUntil).toEqual([familyAnswer.expiresAt]);
    expect(selectCodeStep(actor.getSnapshot())).toBe('none');
  });

  it('goes back to the password, and keeps the code step when asking again fails', async () => {
    const { actor, server } = start(null);
    await settled(actor);
    actor.send({ type: 'auth.code.request', email: 'rose@family.example' });
    await waitFor(actor, (s) => s.matches({ unauthenticated: 'codeSent' }));
    server.offline = true;
    actor.send({ type: 'auth.code.request', email: 'rose@family.example' });
    await waitFor(actor, (s) => s.matches({ unauthenticated: 'codeSent' }));
    expect(selectError(actor.getSnapshot())).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
    actor.send({ type: 'auth.code.cancel' });
    expect(selectCodeStep(actor.getSnapshot())).toBe('none');
    expect(selectCodeEmail(actor.getSnapshot())).toBeNull();
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('keeps a family session on the device only when asked, and a staff session never', async () => {
    for (const [email, keepSignedIn, kept] of [
      ['rose@family.example', true, familyAnswer.expiresAt],
      ['rose@family.example', false, null],
      ['staff@evergreen.example', true, null],
    ] as const) {
      const { actor, server } = start(null);
      await settled(actor);
      actor.send({ type: 'auth.login', email, password: 'right', keepSignedIn });
      await settled(actor);
      expect(server.keptUntil.at(-1)).toBe(kept);
      expect(actor.getSnapshot().context.keptUntil).toBe(kept);
    }
  });
});

describeModelWalk(model);
