import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { authMachine } from '#machines/auth/auth.machine.ts';
import { fixtureSite } from '#machines/builder/builder.model.ts';
import { selectActivity } from '#machines/builder/builder.selectors.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { ApiFatalError } from '#src/lib/api/fatal-error.ts';
import { startBuilder, toBuilderFailure } from './builder-runtime.ts';

const auth = () => createActor(authMachine, { input: { token: null } });

const apiError = (status: number, issues?: Array<{ path: string; message: string }>) =>
  new ApiFatalError({ status, statusText: undefined, issues });

describe('toBuilderFailure', () => {
  it('words a stale save with the server’s own message', () => {
    expect(
      toBuilderFailure(
        apiError(409, [{ path: 'baseRevision', message: 'Someone else changed the draft.' }]),
        auth().start(),
        'save',
      ),
    ).toEqual({ reason: 'conflict', message: 'Someone else changed the draft.' });
  });

  it('asks for a new sign-in on a 401, keeping the edits for after it', () => {
    expect(toBuilderFailure(apiError(401), auth().start(), 'save')).toEqual({
      reason: 'unauthorized',
      message: 'Your session has ended. Sign in again, then save again.',
    });
  });

  it('lists the first issues of a refused draft, and keeps network failures as they are', () => {
    expect(
      toBuilderFailure(
        apiError(422, [{ path: 'content.pages./.title', message: 'This field is required' }]),
        auth().start(),
        'save',
      ),
    ).toEqual({
      reason: 'invalid',
      message: 'The draft was not accepted: content.pages./.title: This field is required.',
    });
    const offline = new TypeError('Failed to fetch');
    expect(toBuilderFailure(offline, auth().start(), 'save')).toBe(offline);
  });
});

describe('startBuilder', () => {
  it('loads the draft with its revision and keeps the page’s cache entry equal to the working copy', async () => {
    const calls: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://site.test',
      getHost: () => 'site.test',
      validateResponses: true,
      fetch: async (url) => {
        calls.push(url);
        return new Response(JSON.stringify({ ...fixtureSite, revision: 4 }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const queryClient = new QueryClient();
    const builder = startBuilder({ api, queryClient, auth: auth().start() }, '/');
    await waitFor(builder, (snapshot) => selectActivity(snapshot) === 'ready');
    expect(calls).toEqual(['http://site.test/api/web/render-context/draft']);
    expect(builder.getSnapshot().context.revision).toBe(4);
    expect(queryClient.getQueryData(['render-context', 'draft'])).toBe(builder.getSnapshot().context.site);

    builder.send({ type: 'edit.start' });
    builder.send({ type: 'module.remove', id: 'burial-body' });
    const cached = queryClient.getQueryData<typeof fixtureSite>(['render-context', 'draft']);
    expect(cached?.pages['/']?.modules.map((module) => module.id)).toEqual(['burial-faq']);
    builder.stop();
  });
});
