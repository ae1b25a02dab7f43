import { useCallback, useSyncExternalStore } from 'react';
import { getInitialSnapshot } from 'xstate';
import { authMachine, type AuthActorRef, type AuthSnapshot } from '#machines/auth/auth.machine.ts';

/**
 * What a page the server rendered showed of the session: nobody yet. The session lives in the
 * browser (its token in the tab's storage), so the server renders the portal's open pages (sign-in,
 * password reset, an invitation) as the auth machine starts, with no token; see signed-out-auth.ts.
 */
export const beforeSessionInput = { token: null };
let beforeSession: AuthSnapshot | undefined;
export function beforeSessionSnapshot(): AuthSnapshot {
  beforeSession ??= getInitialSnapshot(authMachine, beforeSessionInput);
  return beforeSession;
}

/**
 * `useSelector` of the tab's auth actor that hydrates: while React hydrates a page the server
 * rendered it reads the snapshot the server rendered from (React's server snapshot), so a staff
 * session or a signed-in family on the portal's sign-in page hydrates what the server sent and then
 * renders what the browser knows. XState's own useSelector reads the live actor during hydration too,
 * which the server could not know.
 */
export function useAuthSelector<T>(actor: AuthActorRef, selector: (snapshot: AuthSnapshot) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => selector(actor.getSnapshot()),
    () => selector(beforeSessionSnapshot()),
  );
}
