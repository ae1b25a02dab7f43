import type { LoginResult, Session } from '#contract/auth.ts';
import { defineModel } from '#machines/model-walk/machine-model.ts';
import { authMachine, type AuthEvent } from './auth.machine.ts';
import { authRules, refusedAuthEvents } from './auth.model-rules.ts';

export const staffSession: Session = {
  user: { id: 1, name: 'Dana Ellison', email: 'staff@evergreen.example', role: 'staff', staffRole: 'staff' },
  expiresAt: '2026-03-02T21:00:00.000Z',
};

export const loginAnswer: LoginResult = { ...staffSession, token: 'Bearer fresh-token-from-the-server-0123456789' };

/** Every event the machine can take, with the results its effects may give; the walk drops what a state refuses. */
export const model = defineModel({
  name: 'auth',
  machine: authMachine,
  input: { token: 'Bearer stored-token-0123456789abcdefghij' },
  events: (): Array<AuthEvent | { type: `xstate.${string}`; [key: string]: unknown }> => [
    { type: 'auth.login', email: 'staff@evergreen.example', password: 'evergreen-preview-1952' },
    { type: 'auth.logout' },
    { type: 'auth.refresh' },
    { type: 'auth.expired' },
    { type: 'xstate.done.actor.checkSession', output: staffSession },
    { type: 'xstate.done.actor.checkSession', output: null },
    { type: 'xstate.error.actor.checkSession', error: new Error('offline') },
    { type: 'xstate.done.actor.login', output: loginAnswer },
    { type: 'xstate.error.actor.login', error: { message: 'Email or password is incorrect' } },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: new Error('offline') },
  ],
  rules: authRules,
  refused: refusedAuthEvents,
});
