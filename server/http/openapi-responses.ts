import type { z } from '@hono/zod-openapi';
import { apiError } from '#contract/errors.ts';

/**
 * Small builders so every route declares its responses the same way (the answers every route of
 * an audience shares are added by defineRoute; see standardResponses).
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

export type ErrorResponse = ReturnType<typeof errorResponse>;
