import type { LoginResult } from '#contract/auth.ts';
import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type { AuthEvent, AuthMachine, AuthSnapshot } from './auth.machine.ts';
import { selectStatus } from './auth.selectors.ts';

/*
 * Spec §3/§4 authentication rules, written apart from the machine: a token never keeps a leading
 * 'Bearer ', the status is one of three, a 401 signs out, and nothing ever runs on a timer (the
 * session is refreshed on window focus only). The sign-in choices (decisions 0073, 0074): a code is typed only after
 * one was mailed, for the address it was mailed to; a failed try keeps the code step; and a session
 * is kept on the device only for a family account that asked (staff keep the tab's). Checked after
 * every step of every walked path.
 */

const statuses = ['loading', 'authenticated', 'unauthenticated'];
const top = (snapshot: AuthSnapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
const where = (snapshot: AuthSnapshot) => JSON.stringify(snapshot.value);
const codeStates = ['{"unauthenticated":"codeSent"}', '{"unauthenticated":"enteringCode"}'];

export function authRules({ before, event, after, scheduled }: WalkStep<AuthMachine>): void {
  const { token, user, code, keptUntil } = after.context;
  rule(token === null || !/^bearer\b/i.test(token), `the token is kept without 'Bearer ': ${token}`);
  rule(token === null || token === token.trim(), 'the token is kept trimmed');
  rule(statuses.includes(selectStatus(after)), `status is loading, authenticated or unauthenticated`);
  // Refreshed on window focus only: the machine never schedules anything for itself.
  rule(scheduled.length === 0, `nothing runs on a timer: ${scheduled.map((s) => s.id).join(', ')}`);
  if (top(after) === 'authenticated') {
    rule(user !== null && token !== null, 'signed in means a user and a token');
    rule(code === null, 'signed in, no code step is left open');
  }
  if (top(after) === 'unauthenticated')
    rule(user === null && keptUntil === null, 'signed out means no user, nothing kept');
  if (top(after) === 'loading') rule(before === undefined, 'loading only at the start');
  if (codeStates.includes(where(after))) rule(code?.sent === true, 'the code step is open only once a code was mailed');

  if (!before || !event) return;
  const sent = event as AuthEvent | { type: string; output?: unknown };
  if (where(after) === '{"unauthenticated":"enteringCode"}' && where(before) !== where(after))
    rule(where(before) === '{"unauthenticated":"codeSent"}', 'a code is typed only after one was mailed');
  if (sent.type === 'auth.login' || sent.type === 'auth.code.enter') {
    const asked = (sent as { keepSignedIn?: boolean }).keepSignedIn === true;
    rule(after.context.keepAsked === asked, 'the sign-in remembers whether it asked to be kept on the device');
  }
  if (sent.type === 'auth.code.request') {
    const email = (sent as { email: string }).email;
    const expected = before.context.code?.sent ? before.context.code.email : email;
    rule(
      code?.email === expected,
      `a code is asked for the address typed, again for the one it went to: ${code?.email}`,
    );
  }
  if (sent.type === 'xstate.done.actor.requestCode')
    rule(
      where(after) === '{"unauthenticated":"codeSent"}' && code?.email === before.context.code?.email,
      'a mailed code opens the code step for its address',
    );
  if (sent.type === 'xstate.error.actor.requestCode') {
    rule(after.context.error !== null, 'a refused ask for a code says why');
    if (before.context.code?.sent)
      rule(
        where(after) === '{"unauthenticated":"codeSent"}' && code?.email === before.context.code.email,
        'asking again failed: the code mailed before still works, so the code step stays',
      );
    else rule(where(after) === '{"unauthenticated":"idle"}' && code === null, 'no code was mailed: back to the start');
  }
  if (sent.type === 'xstate.error.actor.enterCode')
    rule(
      where(after) === '{"unauthenticated":"codeSent"}' &&
        code?.email === before.context.code?.email &&
        after.context.error !== null,
      'a code that does not sign in says so, and the code step stays for another try',
    );
  if (sent.type === 'auth.code.cancel')
    rule(where(after) === '{"unauthenticated":"idle"}' && code === null, 'back to the password, the code step closed');
  if (sent.type === 'xstate.done.actor.login' || sent.type === 'xstate.done.actor.enterCode') {
    const answer = (sent as { output: LoginResult }).output;
    rule(token === answer.token.replace(/^Bearer /, ''), `the new token is stored without 'Bearer ': ${token}`);
    const keep = before.context.keepAsked && answer.user.role === 'family';
    rule(
      keptUntil === (keep ? answer.expiresAt : null),
      `kept on the device until the session ends for a family that asked, else for the tab only: ${keptUntil}`,
    );
  }
  if (sent.type === 'auth.expired') {
    // A call answered 401: signed out at once, the token forgotten.
    rule(top(after) === 'unauthenticated' && token === null, 'a 401 signs out and forgets the token');
  }
  if (sent.type === 'xstate.done.actor.checkSession' && (sent as { output: unknown }).output === null) {
    rule(top(after) === 'unauthenticated' && token === null, 'a session that is over forgets the token');
  }
  if (sent.type === 'auth.refresh') {
    rule(JSON.stringify(after.value) === '{"authenticated":"refreshing"}', 'a focus refresh asks the server again');
  }
}

/** What each state must ignore: signing in twice, typing a code none was mailed for, anything while busy. */
export function refusedAuthEvents(snapshot: AuthSnapshot): AuthEvent[] {
  const login = { type: 'auth.login', email: 'staff@evergreen.example', password: 'evergreen-preview-1952' } as const;
  const ask = { type: 'auth.code.request', email: 'rose@family.example' } as const;
  const enter = { type: 'auth.code.enter', code: '123456', keepSignedIn: true } as const;
  const cancel = { type: 'auth.code.cancel' } as const;
  const signedInOnly = [{ type: 'auth.logout' }, { type: 'auth.refresh' }, { type: 'auth.expired' }] as const;
  const value = where(snapshot);
  if (value === '{"authenticated":"idle"}') return [login, ask, enter, cancel];
  if (value === '{"authenticated":"refreshing"}') return [login, ask, enter, cancel, { type: 'auth.refresh' }];
  if (value === '{"unauthenticated":"idle"}') return [...signedInOnly, enter, cancel];
  if (value === '{"unauthenticated":"codeSent"}') return [...signedInOnly, login];
  // Loading, signing out, or a call under way (a sign-in, an ask for a code, a code's check).
  return [login, ask, enter, cancel, ...signedInOnly];
}
