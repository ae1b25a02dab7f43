import type { FileTransfer } from '#src/lib/uploads/file-transfer.ts';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session, SessionUser } from '#contract/auth.ts';
import type { ApiIssue } from '#contract/errors.ts';
import { goLiveChecklistOf } from '#contract/go-live.ts';
import { validSiteContent } from '#contract/site-fixtures.test-helper.ts';
import type { RenderContext } from '#contract/website.ts';
import { authMachine } from '#machines/auth/auth.machine.ts';
import type { ApiClient, HttpMethod } from '#src/lib/api/client.ts';
import { ApiFatalError } from '#src/lib/api/fatal-error.ts';
import type { AuthRuntime } from '#src/lib/auth/auth-handle.ts';
import type { ToastsHandle } from '#src/lib/toasts/lazy-toasts.ts';
import type { ToastsEvent } from '#machines/toasts/toasts.machine.ts';

/*
 * Component tests of the staff console's screens (jsdom): a memory router at a console path with the
 * company's render context in the Query cache (the screens read the company's name), an API client
 * answered by the test, and the tab's auth actor signed in as a given person.
 */

export const company = { name: 'Evergreen Funeral Homes', phoneNumber: '(503) 555-0100', logoUrl: '' };
const renderContext: RenderContext = { ...validSiteContent, company, locations: [] };

export const owner: SessionUser = {
  id: 1,
  name: 'Margaret Ellison',
  email: 'owner@evergreen.example',
  role: 'staff',
  staffRole: 'owner',
};
export const officeStaff: SessionUser = { ...owner, id: 3, name: 'Dana Ellison', staffRole: 'staff' };
export const director: SessionUser = { ...owner, id: 2, name: 'Ivy Chen', staffRole: 'director' };

/** A refusal as the API client throws it: the status and the server's words. */
export const refusal = (status: number, issues: ApiIssue[]) =>
  new ApiFatalError({ status, statusText: undefined, issues, body: { status, message: '', issues } });

export interface SentCall {
  method: HttpMethod;
  path: string;
  body: unknown;
  query: unknown;
  /** Per-call headers (an Idempotency-Key). */
  headers?: Record<string, string> | undefined;
}

/** An API client whose answers `answer` gives (a value, or a thrown refusal); every call is kept in `calls`. */
export function fakeApi(answer: (call: SentCall) => unknown): ApiClient & { calls: SentCall[] } {
  const calls: SentCall[] = [];
  const request = async (
    method: HttpMethod,
    path: string,
    options: { body?: unknown; query?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const call = { method, path, body: options.body, query: options.query, headers: options.headers };
    calls.push(call);
    return answer(call);
  };
  return {
    calls,
    get: ((path, options) => request('GET', path, options)) as ApiClient['get'],
    post: ((path, options) => request('POST', path, options)) as ApiClient['post'],
    put: ((path, options) => request('PUT', path, options)) as ApiClient['put'],
    patch: ((path, options) => request('PATCH', path, options)) as ApiClient['patch'],
    delete: ((path, options) => request('DELETE', path, options)) as ApiClient['delete'],
  };
}

/** The tab's auth actor, signed in as `user` (its session check answers so), and how often sign-out was asked. */
export async function signedIn(user: SessionUser): Promise<AuthRuntime & { signOuts: number }> {
  const machine = authMachine.provide({
    actors: {
      checkSession: fromPromise<Session | null, { token: string | null }>(async () => ({
        user,
        expiresAt: '2099-01-01T00:00:00.000Z',
      })),
      logout: fromPromise(async () => {}),
    },
  });
  const actor = createActor(machine, { input: { token: 'a-token' } }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
  const runtime = {
    actor,
    signOuts: 0,
    settled: async () => actor.getSnapshot().context.user,
    signOut: async () => {
      runtime.signOuts += 1;
      actor.send({ type: 'auth.logout' });
      await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    },
  };
  return runtime;
}

/** The owner's card payments account on the console home (decision 0081): the sandbox's, ready. */
export const readyCardPayments = {
  provider: 'sandbox',
  status: 'ready',
  accountId: 'acct_sandbox_0123456789abcdef',
  connectedAt: '2026-11-01T10:00:00.000Z',
};

/** The owner's going-live checklist with every item done (decision 0106): the home shows none. */
export const goLiveDone = goLiveChecklistOf({
  mail: true,
  'price-list': true,
  payments: true,
  'home-page': true,
  shop: true,
});

/** The default API's answers: the navigation's counts (no new request, memory or order waiting), the owner's ready card account, no case of one's own, no calendar feed, no chapel or hearse. */
export const nothingWaiting = (call: SentCall) =>
  call.path === '/api/staff/request-counts'
    ? { new: 0, newAtNeed: 0 }
    : call.path === '/api/staff/memory-counts'
      ? { pending: 0 }
      : call.path === '/api/staff/order-counts'
        ? { new: 0 }
        : call.path === '/api/staff/payments/connection'
          ? readyCardPayments
          : call.path === '/api/staff/payments/in-flight'
            ? { items: [] }
            : call.path === '/api/staff/company/go-live'
              ? goLiveDone
              : call.path === '/api/staff/my-cases'
                ? { items: [], total: 0 }
                : call.path === '/api/staff/calendar-feed'
                  ? { feed: null }
                  : call.path === '/api/staff/chapels-and-hearses'
                    ? { items: [] }
                    : undefined;

/** A toasts handle that keeps what it was sent (`sent`), for screens that say what happened in a toast. */
export function recordedToasts(): ToastsHandle & { sent: ToastsEvent[] } {
  const sent: ToastsEvent[] = [];
  return {
    sent,
    send: (event) => void sent.push(event),
    preload: async () => {},
    current: () => undefined,
    subscribe: () => () => {},
  };
}

/** Renders `screen` at `path` (any console path renders it), inside the router and Query providers. */
export function renderScreen(
  path: string,
  screen: () => ReactNode,
  api: ApiClient = fakeApi(nothingWaiting),
  toasts: ToastsHandle = recordedToasts(),
  files?: FileTransfer,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['render-context', 'approved'], renderContext);
  const root = createRootRouteWithContext<{
    api: ApiClient;
    queryClient: QueryClient;
    toasts: ToastsHandle;
    files?: FileTransfer;
  }>()({
    component: Outlet,
  });
  const any = createRoute({ getParentRoute: () => root, path: '$', component: screen });
  const home = createRoute({ getParentRoute: () => root, path: '/staff', component: screen });
  const router = createRouter({
    routeTree: root.addChildren([home, any]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { api, queryClient, toasts, files },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
