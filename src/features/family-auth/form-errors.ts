import type { z } from 'zod';

/**
 * A form-level TanStack Form validator from a contract schema: the first spec §5 message of each
 * field, by field name (undefined when the values are valid).
 */
export function schemaFieldErrors(schema: z.ZodType, value: unknown): { fields: Record<string, string> } | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return { fields };
}
