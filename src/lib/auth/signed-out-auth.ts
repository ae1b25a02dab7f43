import { createActor } from 'xstate';
import { authMachine } from '#machines/auth/auth.machine.ts';
import type { AuthRuntime } from './auth-handle.ts';
import { beforeSessionInput } from './use-auth-selector.ts';

/**
 * The auth runtime of a server render (src/entry-server.tsx): the machine as it starts, never started,
 * nobody signed in. The session lives in the browser, so the server renders the portal's open pages as
 * for a visitor; the browser's own runtime takes over when the page hydrates (use-auth-selector.ts).
 */
export function signedOutAuth(): AuthRuntime {
  return {
    actor: createActor(authMachine, { input: beforeSessionInput }),
    settled: () => Promise.resolve(null),
    signOut: () => Promise.resolve(),
  };
}
