import type { z } from '@hono/zod-openapi';
import { apiError } from '#contract/errors.ts';

/**
 * Small builders so every route declares its responses the same way.
 * Component names use zod's own `.meta({ id })`, not `.openapi()`: zod 4 binds methods to each
 * schema when it is created, so `.openapi()` is missing on contract schemas created before
 * @hono/zod-openapi patched zod (it depends on import order).
 */

export const ApiErrorSchema = apiError.meta({ id: 'ApiError' });

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponse = (description: string) => jsonResponse(ApiErrorSchema, description);

// Written out per route (not spread in): a spread turns the numeric status keys into strings,
// which @hono/zod-openapi's handler typing no longer recognises.
export const notFoundResponse = errorResponse(
  'No company owns the request host (X-Host, else Host), or the resource does not exist',
);
export const invalidInputResponse = errorResponse('Invalid parameters: `issues` lists each problem with its path');
export const serverErrorResponse = errorResponse('Unexpected failure (logged with the request id)');
