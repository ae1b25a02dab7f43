import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';

/**
 * A staff console call, watched for what it says about the session (decision 0062): a 401 means the
 * session ended (signed out elsewhere, expired, or the account was disabled), so the tab's auth actor
 * hears `auth.expired` and the console's guard sends the person to sign in; a 403 means the role no
 * longer allows it (changed by an owner), so the session is read again and the console shows what the
 * new role may use. The error goes on to the caller either way.
 */
export async function watchSession<T>(auth: AuthActorRef, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiFatalError(error) && error.status === 401) auth.send({ type: 'auth.expired' });
    if (isApiFatalError(error) && error.status === 403) auth.send({ type: 'auth.refresh' });
    throw error;
  }
}
