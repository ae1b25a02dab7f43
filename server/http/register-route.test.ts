import { OpenAPIHono, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createSiteCache } from '#server/services/site-cache.ts';
import type { AppEnv } from './app-env.ts';
import { defineRoute } from './define-route.ts';
import { jsonError } from './errors.ts';
import { createRouteRegistrar } from './register-route.ts';

/*
 * Decision 0055 at registration: a route with a body and no limit does not start, and a route's
 * `beforeBody` check answers before a byte of the body is read. Routes of the 'anyone' audience
 * never reach the database, so these apps have none.
 */

const registrar = () => {
  const app = new OpenAPIHono<AppEnv>();
  const register = createRouteRegistrar(app, {
    db: undefined as never,
    clock: { now: () => new Date('2026-07-01T09:00:00.000Z') },
    siteCache: createSiteCache(),
  });
  return { app, register };
};

const body = { required: true, content: { 'application/json': { schema: z.object({ note: z.string() }) } } };

describe('createRouteRegistrar', () => {
  it('refuses to start a route that takes a body without a limit', () => {
    // @ts-expect-error -- a declaration with a body must carry maxBodyBytes
    const unlimited = defineRoute({
      audience: 'anyone',
      method: 'post',
      path: '/api/unlimited',
      request: { body },
      responses: { 204: { description: 'Done' } },
    });
    expect(() => registrar().register(unlimited, (c) => c.body(null, 204))).toThrow(
      'POST /api/unlimited takes a body but declares no maxBodyBytes',
    );
  });

  it("runs a route's beforeBody after the declared length and before the body is read", async () => {
    const { app, register } = registrar();
    const route = defineRoute({
      audience: 'anyone',
      method: 'post',
      path: '/api/checked',
      maxBodyBytes: 64,
      request: { body },
      responses: { 200: { description: 'The note' }, 429: { description: 'Refused' } },
    });
    const checked: string[] = [];
    register(route, (c) => c.json(c.req.valid('json'), 200), {
      beforeBody: async (c, next) => {
        checked.push(c.req.header('x-refuse') ?? 'pass');
        if (c.req.header('x-refuse')) return jsonError(c, 429);
        await next();
      },
    });
    const pulled = { chunks: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled.chunks += 1;
        controller.enqueue(new TextEncoder().encode(pulled.chunks === 1 ? '{"note":"' : 'a'));
      },
    });
    const send = (init: { body: BodyInit; headers: Record<string, string> }) =>
      app.request('/api/checked', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body: init.body,
        duplex: 'half',
      } as RequestInit);

    expect((await send({ body: stream, headers: { 'x-refuse': 'refused' } })).status).toBe(429);
    expect(pulled.chunks).toBeLessThanOrEqual(1);
    const tooLong = '{"note":"' + 'a'.repeat(60) + '"}';
    expect((await send({ body: tooLong, headers: { 'Content-Length': String(tooLong.length) } })).status).toBe(413);
    expect(checked).toEqual(['refused']);
    expect(await (await send({ body: '{"note":"read"}', headers: {} })).json()).toEqual({ note: 'read' });
    expect(checked).toEqual(['refused', 'pass']);
  });
});
