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

/**
 * Whether a path names no row at all (decision 0056): an id segment that is not a number in
 * canonical digits ("016", "+16", "0x10", "twelve"). Path parameters are text, so the only
 * schema that finds one of the wrong type is a number parameter (contract/number-param.ts), which
 * leaves text it cannot read as text. A number out of range ("0", "2147483648") stays a 422 with
 * its spec §5 words, as does a path word outside its options (a task status).
 */
const namesNoRow = (error: z.core.$ZodError): boolean =>
  error.issues.some((issue) => issue.code === 'invalid_type' && issue.expected === 'number');

/** OpenAPIHono's defaultHook: every declared route validates through validationError. */
export const defaultHook: Hook<unknown, AppEnv, string, Response | undefined> = (result, c) => {
  if (result.success) return undefined;
  if (result.target === 'param' && namesNoRow(result.error)) return jsonError(c, 404);
  return validationError(c, result.error);
};
