import type { ApiIssue } from '#contract/errors.ts';

export interface ApiFatalErrorInit {
  status: number;
  /** The status message shown for it (spec §8, or a per-call override); undefined when there is none. */
  statusText: string | undefined;
  issues?: ApiIssue[] | undefined;
  body?: unknown;
}

/**
 * Spec §8: any non-OK response. Routes let it reach the error page, which reads `status` and
 * `statusText`; forms read `issues` (spec §5 messages by field path) to show beside each field.
 */
export class ApiFatalError extends Error {
  override readonly name = 'ApiFatalError';
  readonly status: number;
  readonly statusText: string | undefined;
  readonly issues: ApiIssue[] | undefined;
  /** The response body as received (parsed JSON when it was JSON), for logs and support. */
  readonly body: unknown;

  constructor({ status, statusText, issues, body }: ApiFatalErrorInit) {
    // A status with no known message still needs words; "<status> Error" is what the error page shows for it too.
    super(statusText ?? `${status} Error`);
    this.status = status;
    this.statusText = statusText;
    this.issues = issues;
    this.body = body;
  }
}

export const isApiFatalError = (error: unknown): error is ApiFatalError => error instanceof ApiFatalError;
