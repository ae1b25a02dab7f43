import { OpenAPIHono, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createSiteCache } from '#server/services/site-cache.ts';
import type { AppEnv } from './app-env.ts';
import { defineRoute } from './define-route.ts';
import { createRouteRegistrar } from './register-route.ts';

/*
 * Decision 0055 at registration: a route with a body and no limit does not start. Routes of the
 * 'anyone' audience never reach the database, so these apps have none.
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
});
