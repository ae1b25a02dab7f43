import { health } from '#contract/website.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';

export const healthRoute = defineRoute({
  audience: 'anyone',
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness check',
  description: 'Answers without touching the database, for load balancers and uptime checks.',
  responses: { 200: jsonResponse(health.meta({ id: 'Health' }), 'The server is up') },
});

export function registerHealthRoutes(register: RegisterRoute): void {
  register(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
}
