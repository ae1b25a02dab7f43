import type { SessionUser } from '#contract/auth.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { lazyOnce, type LazyOnce } from '#src/lib/lazy-once.ts';

/**
 * The one auth actor of the tab (staff in the builder, families in the portal), as the router
 * context holds it: the machine, xstate and the session calls load on first need (the builder's
 * preview, any /family-portal page), never on a visitor's page. main.tsx says where it comes from.
 */
export interface AuthRuntime {
  actor: AuthActorRef;
  /** Resolves once nothing is under way (the first session check, a sign-in, a sign-out): who is signed in. */
  settled(): Promise<SessionUser | null>;
  /** Signs out (the server is told) and resolves when done. */
  signOut(): Promise<void>;
}

export type AuthHandle = LazyOnce<AuthRuntime>;

export const lazyAuth = (load: () => Promise<AuthRuntime>): AuthHandle => lazyOnce(load);
