import { apiIssue, type ApiIssue } from '#contract/errors.ts';

/**
 * The field problems a failed submission carries: the browser's API client throws an error with
 * `issues` (spec §5 messages by path) for a 422. Read by shape, since machines know no browser code.
 */
export function issuesOfFailure(error: unknown): ApiIssue[] {
  const issues = typeof error === 'object' && error !== null ? (error as { issues?: unknown }).issues : undefined;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    const parsed = apiIssue.safeParse(issue);
    return parsed.success ? [parsed.data] : [];
  });
}
