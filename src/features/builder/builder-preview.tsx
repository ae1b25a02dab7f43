import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { selectHasRole } from '#machines/auth/auth.selectors.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { BuilderActorRef } from '#machines/builder/builder.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import type { PreviewRuntime } from '#src/lib/preview/preview-handle.ts';
import { renderContextQuery } from '#src/lib/queries/site/website.ts';
import { startBuilder } from './builder-runtime.ts';
import { PreviewShell } from './PreviewShell.tsx';
import { StaffSignIn } from './StaffSignIn.tsx';

export interface PreviewRuntimeDeps {
  api: ApiClient;
  queryClient: QueryClient;
  /** The tab's auth actor (main.tsx), shared with the family portal. */
  auth: AuthActorRef;
}

/**
 * The composition root of preview mode (loaded by main.tsx only for ?preview=true): the builder actor
 * with its real effects, beside the tab's auth actor, and the components the root route shows.
 */
export function createPreviewRuntime({ api, queryClient, auth }: PreviewRuntimeDeps): PreviewRuntime {
  let builder: BuilderActorRef | undefined;
  const draftKey = renderContextQuery(api, 'draft').queryKey;

  const getBuilder = (pagePath: string) => (builder ??= startBuilder({ api, queryClient, auth }, pagePath));
  const signOut = () => {
    auth.send({ type: 'auth.logout' });
    // The working copy belongs to the person signing out.
    builder?.stop();
    builder = undefined;
    queryClient.removeQueries({ queryKey: draftKey });
  };
  const services = { auth, api, queryClient, signOut };

  function Shell({ children }: { children: ReactNode }) {
    return (
      <PreviewShell services={services} getBuilder={getBuilder}>
        {children}
      </PreviewShell>
    );
  }

  function SignIn() {
    const router = useRouter();
    // Signed in: the route runs again, now allowed to load the draft.
    return <StaffSignIn auth={auth} onSignedIn={() => void router.invalidate()} />;
  }

  return {
    async ensureStaff() {
      const settled = await waitFor(
        auth,
        (snapshot) => !snapshot.matches('loading') && !snapshot.matches('loggingOut'),
      );
      return selectHasRole('staff')(settled);
    },
    Shell,
    SignIn,
  };
}
