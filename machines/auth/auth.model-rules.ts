import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type { AuthEvent, AuthMachine, AuthSnapshot } from './auth.machine.ts';
import { selectStatus } from './auth.selectors.ts';

/*
 * Spec §3/§4 authentication rules, written apart from the machine: a token never keeps a leading
 * 'Bearer ', the status is one of three, a 401 signs out, and nothing ever runs on a timer (the
 * session is refreshed on window focus only). Checked after every step of every walked path.
 */

const statuses = ['loading', 'authenticated', 'unauthenticated'];
const top = (snapshot: AuthSnapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];

export function authRules({ before, event, after, scheduled }: WalkStep<AuthMachine>): void {
  const { token, user } = after.context;
  rule(token === null || !/^bearer\b/i.test(token), `the token is kept without 'Bearer ': ${token}`);
  rule(token === null || token === token.trim(), 'the token is kept trimmed');
  rule(statuses.includes(selectStatus(after)), `status is loading, authenticated or unauthenticated`);
  // Refreshed on window focus only: the machine never schedules anything for itself.
  rule(scheduled.length === 0, `nothing runs on a timer: ${scheduled.map((s) => s.id).join(', ')}`);
  if (top(after) === 'authenticated') rule(user !== null && token !== null, 'signed in means a user and a token');
  if (top(after) === 'unauthenticated') rule(user === null, 'signed out means no user');
  if (top(after) === 'loading') rule(before === undefined, 'loading only at the start');

  if (!before || !event) return;
  const sent = event as AuthEvent | { type: string; output?: unknown };
  if (sent.type === 'auth.expired') {
    // A call answered 401: signed out at once, the token forgotten.
    rule(top(after) === 'unauthenticated' && token === null, 'a 401 signs out and forgets the token');
  }
  if (sent.type === 'xstate.done.actor.login') {
    const given = (sent as { output: { token: string } }).output.token;
    rule(token === given.replace(/^Bearer /, ''), `the new token is stored without 'Bearer ': ${token}`);
  }
  if (sent.type === 'xstate.done.actor.checkSession' && (sent as { output: unknown }).output === null) {
    rule(top(after) === 'unauthenticated' && token === null, 'a session that is over forgets the token');
  }
  if (sent.type === 'auth.refresh') {
    rule(JSON.stringify(after.value) === '{"authenticated":"refreshing"}', 'a focus refresh asks the server again');
  }
}

/** What each state must ignore: signing in twice, refreshing or signing out when nobody is signed in, anything while busy. */
export function refusedAuthEvents(snapshot: AuthSnapshot): AuthEvent[] {
  const login = { type: 'auth.login', email: 'staff@evergreen.example', password: 'evergreen-preview-1952' } as const;
  const value = JSON.stringify(snapshot.value);
  if (value === '"loading"' || value === '"loggingOut"')
    return [login, { type: 'auth.logout' }, { type: 'auth.refresh' }, { type: 'auth.expired' }];
  if (value === '{"authenticated":"idle"}') return [login];
  if (value === '{"authenticated":"refreshing"}') return [login, { type: 'auth.refresh' }];
  if (value === '{"unauthenticated":"idle"}')
    return [{ type: 'auth.logout' }, { type: 'auth.refresh' }, { type: 'auth.expired' }];
  // Signing in.
  return [login, { type: 'auth.logout' }, { type: 'auth.refresh' }, { type: 'auth.expired' }];
}
