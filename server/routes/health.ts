import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { health } from '#contract/website.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonResponse } from './openapi-helpers.ts';

export const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness check',
  description: 'Answers without touching the database, for load balancers and uptime checks.',
  responses: { 200: jsonResponse(health.meta({ id: 'Health' }), 'The server is up') },
});

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
}
