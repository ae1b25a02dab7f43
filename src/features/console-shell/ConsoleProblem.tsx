import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { isConsoleRefusal } from './console-screens.ts';
import * as styles from './console-shell.css.ts';

/** What a failure of a console page is, for the words to show. */
export function problemOf(error: unknown): 'refused' | 'signed-out' | 'failed' {
  if (isConsoleRefusal(error) || (isApiFatalError(error) && error.status === 403)) return 'refused';
  if (isApiFatalError(error) && error.status === 401) return 'signed-out';
  return 'failed';
}

/**
 * A console page that cannot be shown, inside the console's frame: the role may not use it (the
 * guard's refusal, or a 403 of its call) with the way home; the session ended (a 401: the auth actor
 * hears it and the guard sends the person to sign in); or anything else, with a way to try again.
 */
export function ConsoleProblem({ error, auth, retry }: { error: unknown; auth: AuthActorRef; retry: () => void }) {
  const problem = problemOf(error);
  useEffect(() => {
    if (problem === 'signed-out') auth.send({ type: 'auth.expired' });
  }, [problem, auth]);

  if (problem === 'refused')
    return (
      <div className={styles.page}>
        <PageHead title="Not for your role" />
        <h1>Not for your role</h1>
        <p role="alert">{roleRefusedMessage}</p>
        <p>
          <Link to="/staff">Back to the console&apos;s home</Link>
        </p>
      </div>
    );
  if (problem === 'signed-out')
    return (
      <div className={styles.page}>
        <PageHead title="Your session has ended" />
        <h1>Your session has ended</h1>
        <p role="status">Please sign in again.</p>
      </div>
    );
  return (
    <div className={styles.page}>
      <PageHead title="Something went wrong" />
      <h1>Something went wrong</h1>
      <p role="alert">This page could not be loaded. Please try again in a moment.</p>
      <p>
        <button type="button" className={styles.textButton} onClick={retry}>
          Try again
        </button>
      </p>
    </div>
  );
}

/** A console address that names no page. */
export function ConsoleNotFound() {
  return (
    <div className={styles.page}>
      <PageHead title="No such page in the console" />
      <h1>No such page in the console</h1>
      <p>The address may be mistyped, or the page was moved.</p>
      <p>
        <Link to="/staff">Back to the console&apos;s home</Link>
      </p>
    </div>
  );
}
