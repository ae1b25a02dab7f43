import { cspReportingApiBody, cspReportUriBody } from '#contract/csp-report.ts';
import type { Clock } from '#server/clock.ts';
import { addressGroup, type ClientAddress } from '#server/http/client-address.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { loggedPath } from '#server/http/logged-path.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { cspReportPath } from '#server/http/security-headers.ts';
import { errorResponse } from '#server/http/openapi-responses.ts';
import {
  CSP_REPORT_WINDOW_SECONDS,
  CSP_REPORTS_LOGGED_PER_WINDOW,
  CSP_REPORTS_PER_ADDRESS,
  cspLogBudget,
  cspReportBudget,
} from './csp-report-budget.ts';

/** Violations logged of one body: a page's batch is a few; the rest would only fill the log. */
const MAX_LOGGED_PER_BODY = 10;
/** The longest address logged: enough to find the page and the blocked thing. */
const MAX_LOGGED_URL = 200;

/** One line of the log per blocked thing: where, which directive, what was blocked. */
export interface CspViolation {
  documentUrl?: string;
  directive?: string;
  blocked?: string;
  sourceFile?: string;
  line?: number;
}

export const cspReportRoute = defineRoute({
  audience: 'anyone',
  method: 'post',
  path: cspReportPath,
  tags: ['System'],
  summary: 'Content-Security-Policy violation reports',
  description:
    'Browsers report here what the policy blocked (`report-uri` and the Reporting API). Each readable ' +
    `report is logged (at most ${MAX_LOGGED_PER_BODY} of a batch), its addresses without their queries; anything ` +
    `else is ignored. At most ${CSP_REPORTS_PER_ADDRESS} bodies from one client address in ` +
    `${CSP_REPORT_WINDOW_SECONDS / 60} minutes are read; more answer 429. One process logs at most ` +
    `${CSP_REPORTS_LOGGED_PER_WINDOW} bodies in that time from all addresses together; past that, reports are taken ` +
    'and not logged, and one line says so. Otherwise 204 unless the body is too large or not a report.',
  // A report is a few hundred bytes; a batch of the Reporting API a few kilobytes.
  maxBodyBytes: 16 * 1024,
  request: {
    body: {
      content: {
        'application/csp-report': { schema: cspReportUriBody },
        'application/reports+json': { schema: cspReportingApiBody },
      },
    },
  },
  responses: {
    204: { description: 'Received' },
    429: errorResponse('Too many reports from this client address'),
  },
});

/** What the body says, or nothing when it is not a report of either format. */
export function readViolations(raw: string): CspViolation[] {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  const single = cspReportUriBody.safeParse(json);
  if (single.success) {
    const report = single.data['csp-report'];
    return [
      {
        documentUrl: report['document-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        sourceFile: report['source-file'],
        line: report['line-number'],
      },
    ];
  }
  const batch = cspReportingApiBody.safeParse(json);
  if (!batch.success) return [];
  return batch.data
    .filter((report) => report.type === 'csp-violation')
    .map(({ url, body }) => ({
      documentUrl: body?.documentURL ?? url,
      directive: body?.effectiveDirective,
      blocked: body?.blockedURL,
      sourceFile: body?.sourceFile,
      line: body?.lineNumber,
    }));
}

/**
 * An address as logged: without its query, fragment and user info (a page's query may hold a person's
 * search or a link's token), tokens in its path redacted (logged-path.ts), and cut to MAX_LOGGED_URL. A keyword
 * such as 'inline' or 'eval' stays as it is.
 */
export function loggedUrl(url: string): string {
  const withoutQuery = url.replace(/[?#].*$/s, '').replace(/^([a-z][\w+.-]*:\/\/)[^/@]*@/i, '$1');
  const path = /^(?<origin>[a-z][\w+.-]*:\/\/[^/]*)(?<rest>\/.*)?$/is.exec(withoutQuery)?.groups;
  const redacted = path ? `${path.origin}${loggedPath(path.rest ?? '')}` : withoutQuery;
  return redacted.length > MAX_LOGGED_URL ? `${redacted.slice(0, MAX_LOGGED_URL)}…` : redacted;
}

function loggedViolation(violation: CspViolation) {
  const { documentUrl, blocked, sourceFile, directive, line } = violation;
  const logged = {
    documentUrl: documentUrl === undefined ? undefined : loggedUrl(documentUrl),
    directive: directive?.slice(0, 64),
    blocked: blocked === undefined ? undefined : loggedUrl(blocked),
    sourceFile: sourceFile === undefined ? undefined : loggedUrl(sourceFile),
    line,
  };
  return Object.fromEntries(Object.entries(logged).filter(([, value]) => value !== undefined));
}

export interface CspReportRoutesDeps {
  clock: Clock;
  clientAddress: ClientAddress;
}

export function registerCspReportRoutes(register: RegisterRoute, { clock, clientAddress }: CspReportRoutesDeps): void {
  const budget = cspReportBudget(clock);
  const logBudget = cspLogBudget(clock);
  register(cspReportRoute, async (c) => {
    const verdict = budget(addressGroup(clientAddress(c)));
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return jsonError(c, 429);
    }
    // Read as text whatever the media type says: a browser's report is JSON either way, and junk is dropped.
    const violations = readViolations(await c.req.text()).slice(0, MAX_LOGGED_PER_BODY);
    if (violations.length === 0) return c.body(null, 204);
    // Counted before anything is written, so a burst cannot slip lines past the count.
    const logging = logBudget();
    if (logging.verdict === 'reached')
      c.get('log').warn(
        { perWindow: CSP_REPORTS_LOGGED_PER_WINDOW, until: logging.until.toISOString() },
        'content security policy reports over this process’s budget: not logged until the window ends',
      );
    if (logging.verdict !== 'log') return c.body(null, 204);
    for (const violation of violations)
      c.get('log').warn({ report: loggedViolation(violation) }, 'content security policy violation');
    return c.body(null, 204);
  });
}
