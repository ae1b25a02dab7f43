import type { LoginResult, Session } from '#contract/auth.ts';
import { defineModel } from '#machines/model-walk/machine-model.ts';
import { authMachine, type AuthEvent } from './auth.machine.ts';
import { authRules, refusedAuthEvents } from './auth.model-rules.ts';

export const staffSession: Session = {
  user: { id: 1, name: 'Dana Ellison', email: 'staff@evergreen.example', role: 'staff', staffRole: 'staff' },
  expiresAt: '2026-03-02T21:00:00.000Z',
};

export const loginAnswer: LoginResult = { ...staffSession, token: 'Bearer fresh-token-from-the-server-0123456789' };

/** A family's sign-in that asked to be kept: its session ends in 30 days. */
export const familyAnswer: LoginResult = {
  user: { id: 7, name: 'Rose Ashdown', email: 'rose@family.example', role: 'family', staffRole: null },
  expiresAt: '2026-04-01T09:00:00.000Z',
  token: 'family-token-from-the-server-0123456789',
};

/** Every event the machine can take, with the results its effects may give; the walk drops what a state refuses. */
export const model = defineModel({
  name: 'auth',
  machine: authMachine,
  input: { token: 'Bearer stored-token-0123456789abcdefghij' },
  events: (): Array<AuthEvent | { type: `xstate.${string}`; [key: string]: unknown }> => [
    { type: 'auth.login', email: 'staff@evergreen.example', password: 'evergreen-preview-1952' },
    { type: 'auth.login', email: 'rose@family.example', password: 'willow-candle-4821', keepSignedIn: true },
    { type: 'auth.logout' },
    { type: 'auth.refresh' },
    { type: 'auth.expired' },
    { type: 'auth.code.request', email: 'rose@family.example' },
    { type: 'auth.code.enter', code: '123456' },
    { type: 'auth.code.enter', code: '123456', keepSignedIn: true },
    { type: 'auth.code.cancel' },
    { type: 'xstate.done.actor.checkSession', output: staffSession },
    { type: 'xstate.done.actor.checkSession', output: null },
    { type: 'xstate.error.actor.checkSession', error: new Error('offline') },
    { type: 'xstate.done.actor.login', output: loginAnswer },
    { type: 'xstate.done.actor.login', output: familyAnswer },
    { type: 'xstate.error.actor.login', error: { message: 'Email or password is incorrect' } },
    { type: 'xstate.done.actor.requestCode', output: undefined },
    { type: 'xstate.error.actor.requestCode', error: { message: 'Too many codes asked for.' } },
    { type: 'xstate.done.actor.enterCode', output: familyAnswer },
    { type: 'xstate.error.actor.enterCode', error: { message: 'That code is wrong or no longer works.' } },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: new Error('offline') },
  ],
  // What decides what can happen next: whether keeping was asked, what was kept, and the code step.
  abstract: (snapshot) => {
    const { keepAsked, keptUntil, user, code } = snapshot.context;
    return [keepAsked, keptUntil !== null, user?.role ?? null, code?.sent ?? null];
  },
  rules: authRules,
  refused: refusedAuthEvents,
});
