import { z } from '@hono/zod-openapi';

/** Request headers of tenant routes, declared so the reference page documents them. */
export const tenantHeaders = z.object({
  'x-host': z.string().optional().meta({
    description: 'The site host the browser is showing; picks the company. Falls back to Host.',
    example: 'localhost',
  }),
});

export const conditionalTenantHeaders = tenantHeaders.extend({
  'if-none-match': z.string().optional().meta({
    description: 'ETag of the copy the client holds; answered with 304 when unchanged.',
  }),
});
