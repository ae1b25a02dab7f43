import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectError, selectStatus } from '#machines/auth/auth.selectors.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { startAuth, startAuthRuntime } from './auth-runtime.ts';
import { createTokenStore } from './token-store.ts';

const session = {
  user: { id: 1, name: 'Dana Ellison', email: 'staff@evergreen.example', role: 'staff', staffRole: 'staff' },
  expiresAt: '2026-03-02T21:00:00.000Z',
};

function server() {
  const live = new Set<string>(['live-token-0123456789abcdefghijklmnop']);
  const requests: Array<{ url: string; authorization: string | null }> = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const api = createApiClient({
    baseUrl: '',
    getHost: () => 'localhost',
    sleep: async () => {},
    fetch: async (url, init) => {
      const authorization = new Headers(init.headers).get('authorization');
      requests.push({ url, authorization });
      const token = authorization?.replace(/^Bearer /, '') ?? '';
      if (url === '/api/auth/session')
        return live.has(token) ? json(200, session) : json(401, { status: 401, message: 'Unauthorized' });
      if (url === '/api/auth/login') {
        const body = JSON.parse(String(init.body)) as { password: string };
        if (body.password !== 'right')
          return json(401, {
            status: 401,
            message: 'Unauthorized',
            issues: [{ path: '', message: 'Email or password is incorrect' }],
          });
        live.add('new-token-0123456789abcdefghijklmnopqr');
        return json(200, { ...session, token: 'new-token-0123456789abcdefghijklmnopqr' });
      }
      if (url === '/api/auth/logout') {
        live.delete(token);
        return new Response(null, { status: 204 });
      }
      return json(404, { status: 404, message: 'Not Found' });
    },
  });
  return { api, requests, live };
}

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const focus = () => {
  const listeners: Array<() => void> = [];
  return {
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    fire: () => listeners.forEach((l) => l()),
  };
};

const settled = (actor: ReturnType<typeof startAuth>) =>
  waitFor(actor, (s) => s.matches({ authenticated: 'idle' }) || s.matches({ unauthenticated: 'idle' }));

describe('startAuth', () => {
  it('asks nobody when there is no token, and signs in with the server’s words on failure', async () => {
    const { api, requests } = server();
    const tokenStore = createTokenStore(memory(), 'k');
    const actor = startAuth({ api, tokenStore, focusTarget: focus() });
    await settled(actor);
    expect(requests).toEqual([]);
    actor.send({ type: 'auth.login', email: 'staff@evergreen.example', password: 'wrong' });
    await settled(actor);
    expect(selectError(actor.getSnapshot())).toBe('Email or password is incorrect');
    actor.send({ type: 'auth.login', email: 'staff@evergreen.example', password: 'right' });
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('authenticated');
    expect(tokenStore.get()).toBe('new-token-0123456789abcdefghijklmnopqr');
  });

  it('checks a stored token, refreshes on window focus, and forgets the token on sign-out', async () => {
    const { api, requests, live } = server();
    const tokenStore = createTokenStore(memory(), 'k');
    tokenStore.set('Bearer live-token-0123456789abcdefghijklmnop');
    const window = focus();
    const actor = startAuth({ api, tokenStore, focusTarget: window });
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('authenticated');
    expect(requests[0]).toEqual({
      url: '/api/auth/session',
      authorization: 'Bearer live-token-0123456789abcdefghijklmnop',
    });

    live.clear();
    window.fire();
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('unauthenticated');
    expect(tokenStore.get()).toBeNull();
  });
});

describe('startAuthRuntime', () => {
  it('says who is signed in once the first check is over, and signs out', async () => {
    const { api, requests } = server();
    const tokenStore = createTokenStore(memory(), 'k');
    tokenStore.set('live-token-0123456789abcdefghijklmnop');
    const runtime = startAuthRuntime({ api, tokenStore, focusTarget: focus() });
    expect(selectStatus(runtime.actor.getSnapshot())).toBe('loading');
    expect((await runtime.settled())?.email).toBe('staff@evergreen.example');

    await runtime.signOut();
    expect(requests.at(-1)?.url).toBe('/api/auth/logout');
    expect(await runtime.settled()).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });

  it('waits for a sign-in under way', async () => {
    const { api } = server();
    const runtime = startAuthRuntime({ api, tokenStore: createTokenStore(memory(), 'k'), focusTarget: focus() });
    expect(await runtime.settled()).toBeNull();
    runtime.actor.send({ type: 'auth.login', email: 'staff@evergreen.example', password: 'right' });
    expect((await runtime.settled())?.name).toBe('Dana Ellison');
  });
});
