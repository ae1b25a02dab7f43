import type { Context } from 'hono';
import type { Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import { toApiIssues } from '#contract/validation-messages.ts';
import type { AppEnv } from './app-env.ts';
import { jsonError } from './errors.ts';

/**
 * The one place a failed zod validation (params, query, headers, body) becomes an answer:
 * 422 with spec §5 issues. The words come from contract/validation-messages.ts, shared with the
 * browser's forms, and are spec §5's once installValidationMessages() has run (server start).
 */
export function validationError(c: Context, error: z.core.$ZodError): Response {
  return jsonError(c, 422, toApiIssues(error));
}

/** OpenAPIHono's defaultHook: every declared route validates through validationError. */
export const defaultHook: Hook<unknown, AppEnv, string, Response | undefined> = (result, c) => {
  if (!result.success) return validationError(c, result.error);
  return undefined;
};
