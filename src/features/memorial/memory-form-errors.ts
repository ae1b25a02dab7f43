import type { ApiIssue } from '#contract/errors.ts';

/** The fields of the memory form, in the order a refusal's focus looks for one. */
export const memoryFieldNames = ['name', 'email', 'text', 'photo'] as const;
export type MemoryFieldName = (typeof memoryFieldNames)[number];

export interface MemoryFormErrors {
  fields: Partial<Record<MemoryFieldName, string>>;
  /** What is not about one field (a limit, a closed wall), shown above the button. */
  form: string | undefined;
}

const isFieldName = (path: string): path is MemoryFieldName => (memoryFieldNames as readonly string[]).includes(path);

/** A refusal's issues, next to the fields they name; the rest for the whole form. */
export function memoryFormErrors(issues: readonly ApiIssue[] | undefined, fallback: string): MemoryFormErrors {
  const fields: MemoryFormErrors['fields'] = {};
  const general: string[] = [];
  for (const issue of issues ?? []) {
    if (isFieldName(issue.path)) fields[issue.path] ??= issue.message;
    else general.push(issue.message);
  }
  const form = general.length > 0 ? general.join(' ') : Object.keys(fields).length === 0 ? fallback : undefined;
  return { fields, form };
}
