import type { z } from 'zod';

/** TanStack Form's name for a zod issue path: ['items', 0, 'question'] → 'items[0].question'. */
export function formFieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, segment) => {
    if (typeof segment === 'number') return `${name}[${segment}]`;
    const key = String(segment);
    return name === '' ? key : `${name}.${key}`;
  }, '');
}

/**
 * A form-level TanStack Form validator from a contract schema: the first spec §5 message of each
 * field, by field name (undefined when the values are valid).
 */
export function schemaFieldErrors(schema: z.ZodType, value: unknown): { fields: Record<string, string> } | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[formFieldName(issue.path)] ??= issue.message;
  return { fields };
}
