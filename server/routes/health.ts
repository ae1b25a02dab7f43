import { health, readiness, type Readiness } from '#contract/website.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';

export const healthRoute = defineRoute({
  audience: 'anyone',
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness check',
  description:
    'Answers without touching the database, for load balancers and uptime checks: 200 as long as the process runs, ' +
    'while it stops too (GET /api/ready says whether to send it requests).',
  responses: { 200: jsonResponse(health.meta({ id: 'Health' }), 'The server is up') },
});

const readinessSchema = readiness.meta({ id: 'Readiness' });

export const readinessRoute = defineRoute({
  audience: 'anyone',
  method: 'get',
  path: '/api/ready',
  tags: ['System'],
  summary: 'Readiness check',
  description:
    "Whether a load balancer should send this process requests: 503 from the moment it is asked to stop (SIGTERM), for the grace period before it stops listening (SHUTDOWN_GRACE_SECONDS), and while the database (a `select 1`) or, on PostgreSQL, the site cache's listening connection is down.",
  responses: {
    200: jsonResponse(readinessSchema, 'Ready: send it requests'),
    503: jsonResponse(readinessSchema, 'Stopping, or the database or the cache listener is down'),
  },
});

export interface HealthDeps {
  /** The readiness answer's facts (server/http/readiness.ts). */
  readiness: () => Promise<Readiness>;
}

export function registerHealthRoutes(register: RegisterRoute, { readiness: check }: HealthDeps): void {
  register(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
  register(readinessRoute, async (c) => {
    const state = await check();
    // Never cached: a balancer asks every few seconds and must see the change at once.
    c.header('Cache-Control', 'no-store');
    return state.ready ? c.json(state, 200) : c.json(state, 503);
  });
}
