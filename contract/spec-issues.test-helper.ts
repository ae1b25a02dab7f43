import type { z } from 'zod';
import type { ApiIssue } from './errors.ts';
import { toApiIssues, validationErrorMap } from './validation-messages.ts';

/**
 * The issues a refused parse gives with the spec §5 map, as the API would send them (path and
 * message). Shared by the contract's unit tests; throws when the parse passes, so a test that
 * expects a refusal cannot pass on an accepted value.
 */
export function issuesOf(schema: z.ZodType, input: unknown): ApiIssue[] {
  const result = schema.safeParse(input, { error: validationErrorMap });
  if (result.success) throw new Error('expected the parse to fail');
  return toApiIssues(result.error);
}
