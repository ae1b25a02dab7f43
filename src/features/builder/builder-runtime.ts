import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import {
  draftRenderContext,
  publishResult,
  rollbackResult,
  saveDraftResult,
  staleDraftMessage,
  type PublishResult,
  type RollbackResult,
  type SaveDraftResult,
} from '#contract/builder.ts';
import { renderContext } from '#contract/website.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { builderMachine, type BuilderActorRef } from '#machines/builder/builder.machine.ts';
import { selectPreviewing } from '#machines/builder/builder.selectors.ts';
import type { BuilderFailure, LoadInput, LoadOutput, SaveInput } from '#machines/builder/builder.types.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { isApiFatalError } from '#src/lib/api/fatal-error.ts';
import { renderContextQuery } from '#src/lib/queries/site/website.ts';
import { builderQueryKeys } from '#src/lib/queries/site/builder.ts';

/*
 * The builder machine with its real effects (the API calls), and the one binding that makes edits
 * show live: the working copy is written into the Query cache entry the page renders from.
 */

export interface BuilderRuntimeDeps {
  api: ApiClient;
  queryClient: QueryClient;
  auth: AuthActorRef;
}

/** An API refusal in the words staff read; a network failure stays an Error (the machine says "unreachable"). */
export function toBuilderFailure(error: unknown, auth: AuthActorRef, action: string): unknown {
  if (!isApiFatalError(error)) return error;
  const issues = error.issues ?? [];
  let failure: BuilderFailure;
  switch (error.status) {
    case 401:
      // The session ended: the preview asks for a sign-in again, keeping every unsaved edit.
      auth.send({ type: 'auth.expired' });
      failure = { reason: 'unauthorized', message: `Your session has ended. Sign in again, then ${action} again.` };
      break;
    case 403:
      failure = { reason: 'unauthorized', message: 'This account may not change the website.' };
      break;
    case 409:
      failure = { reason: 'conflict', message: issues[0]?.message ?? staleDraftMessage };
      break;
    case 422:
      failure = {
        reason: 'invalid',
        message: `The draft was not accepted: ${issues
          .slice(0, 3)
          .map((issue) => `${issue.path || 'draft'}: ${issue.message}`)
          .join('; ')}.`,
      };
      break;
    default:
      failure = { reason: 'failed', message: `Could not ${action} (${error.message}). Please try again.` };
  }
  return failure;
}

export function startBuilder({ api, queryClient, auth }: BuilderRuntimeDeps, pagePath: string): BuilderActorRef {
  const refused = (action: string) => (error: unknown) => {
    throw toBuilderFailure(error, auth, action);
  };
  const machine = builderMachine.provide({
    actors: {
      loadContext: fromPromise<LoadOutput, LoadInput>(async ({ input, signal }) => {
        if (input.mode === 'draft') {
          const draft = await api
            .get('/api/web/render-context/draft', { schema: draftRenderContext, signal })
            .catch(refused('load the draft'));
          const { revision, ...site } = draft;
          return { site, revision };
        }
        const site = await api
          .get('/api/web/render-context/approved', { schema: renderContext, signal })
          .catch(refused('load the site'));
        return { site, revision: null };
      }),
      saveDraft: fromPromise<SaveDraftResult, SaveInput>(({ input }) =>
        api.put('/api/web/builder/draft', { body: input, schema: saveDraftResult }).catch(refused('save')),
      ),
      publishDraft: fromPromise<PublishResult, { revision: number }>(async ({ input }) => {
        const published = await api
          .post('/api/web/builder/publish', { body: input, schema: publishResult })
          .catch(refused('publish'));
        // Visitors' copy (and this tab's, should staff leave preview) is stale from now on.
        await queryClient.invalidateQueries({ queryKey: renderContextQuery(api, 'approved').queryKey });
        await queryClient.invalidateQueries({ queryKey: builderQueryKeys.versions });
        return published;
      }),
      rollBack: fromPromise<RollbackResult, { version: number }>(async ({ input }) => {
        const result = await api
          .post(`/api/web/builder/versions/${input.version}/rollback`, { schema: rollbackResult })
          .catch(refused('roll back'));
        await queryClient.invalidateQueries({ queryKey: renderContextQuery(api, 'approved').queryKey });
        await queryClient.invalidateQueries({ queryKey: builderQueryKeys.versions });
        return result;
      }),
    },
  });

  const actor = createActor(machine, { input: { pagePath } });
  // Edits show live: the page renders the draft entry of the Query cache, and this keeps it the working copy.
  const draftKey = renderContextQuery(api, 'draft').queryKey;
  let shown: unknown = null;
  actor.subscribe((snapshot) => {
    const { site } = snapshot.context;
    if (!selectPreviewing(snapshot) || site === null || site === shown) return;
    shown = site;
    queryClient.setQueryData(draftKey, site);
  });
  return actor.start();
}
