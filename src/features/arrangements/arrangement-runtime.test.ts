import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { arrangementMachine } from '#machines/arrangement/arrangement.machine.ts';
import {
  arrangementWithPackage,
  itemsFor,
  modelCase,
  modelPackages,
  modelSelectorChoice,
  modelVariants,
  changedLine,
} from '#machines/arrangement/arrangement.model-fixtures.ts';
import { lineItemIds } from '#machines/arrangement/arrangement.rules.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { arrangementActors } from './arrangement-runtime.ts';

/** The spec §7 calls the arrangement makes, answered by a tiny in-memory server. */
function startWithServer() {
  let arrangement = arrangementWithPackage(1, true);
  arrangement = changedLine(arrangement, 101, { itemId: 201, quantity: 1, variantId: modelVariants[201]!.id });
  arrangement = changedLine(arrangement, 102, { itemId: modelSelectorChoice, quantity: 1, variantId: null });
  const calls: Array<{ method: string; url: string; body?: unknown; key?: string | null }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getHost: () => 'evergreen.test',
    getTimeZone: () => 'UTC',
    validateResponses: false,
    fetch: async (url, init) => {
      const { pathname, searchParams } = new URL(url);
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({
        method,
        url: `${pathname}${searchParams.size ? `?${searchParams}` : ''}`,
        body,
        key: new Headers(init.headers).get('Idempotency-Key'),
      });
      if (pathname === '/api/family/cases/7') return json({ ...modelCase, decedentName: 'Margaret' });
      if (pathname === '/api/family/arrangements/7') return json(arrangement);
      if (pathname === '/api/family/arrangements/7/packages') return json({ items: modelPackages });
      if (pathname === '/api/family/company/gpl/items') {
        const ids = (searchParams.get('ids') ?? '').split(',').map(Number);
        return json({ items: itemsFor(ids), page: 1, pageSize: 100, total: ids.length });
      }
      if (pathname === '/api/family/arrangements/7/contract/submit') {
        arrangement = { ...arrangement, signedAt: '2026-11-23T18:00:00.000Z' };
        // The server answers the contract, not the arrangement: the runtime reads the arrangement again.
        return json({ caseId: 7, purchaser: null, signature: null, statementSha256: null });
      }
      return json({ message: 'Not Found' }, 404);
    },
  });
  const machine = arrangementMachine.provide({ actors: arrangementActors({ api, queryClient: new QueryClient() }) });
  const actor = createActor(machine, { input: { caseId: 7, sessionId: 's1' } }).start();
  return { actor, calls, arrangement: () => arrangement };
}

describe('arrangement runtime (spec §7 calls)', () => {
  it('loads the case, the arrangement and the packages, then every line item in one call', async () => {
    const { actor, calls, arrangement } = startWithServer();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/family/cases/7',
      'GET /api/family/arrangements/7',
      'GET /api/family/arrangements/7/packages',
      `GET /api/family/company/gpl/items?ids=${encodeURIComponent(lineItemIds(arrangement()).join(','))}&pageSize=100`,
    ]);
  });

  it('signs with the Idempotency-Key and the contract body, then reads the signed arrangement', async () => {
    const { actor, calls } = startWithServer();
    await waitFor(actor, (s) => s.matches('ready'));
    calls.length = 0;
    actor.send({ type: 'contract.submit', signature: { fullName: 'Rose Whitfield', consent: true } });
    actor.send({ type: 'contract.submit', signature: { fullName: 'Rose Whitfield', consent: true } });
    await waitFor(actor, (s) => s.matches('signed'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/family/arrangements/7/contract/submit',
      'GET /api/family/arrangements/7',
    ]);
    expect(calls[0]!.body).toEqual({ signatureName: 'Rose Whitfield', consent: true });
    expect(calls[0]!.key).toMatch(/^sign-s1-7-[0-9a-z]+$/);
  });
});
