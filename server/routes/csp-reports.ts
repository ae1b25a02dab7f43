import { cspReportingApiBody, cspReportUriBody } from '#contract/csp-report.ts';
import { defineRoute } from '#server/http/define-route.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { cspReportPath } from '#server/http/security-headers.ts';

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
    'report is logged; anything else is ignored. Always 204 unless the body is too large or not a report.',
  // A report is a few hundred bytes; a batch of the Reporting API a few kilobytes.
  maxBodyBytes: 65_536,
  request: {
    body: {
      content: {
        'application/csp-report': { schema: cspReportUriBody },
        'application/reports+json': { schema: cspReportingApiBody },
      },
    },
  },
  responses: { 204: { description: 'Received' } },
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

const withoutEmpty = (violation: CspViolation) =>
  Object.fromEntries(Object.entries(violation).filter(([, value]) => value !== undefined));

export function registerCspReportRoutes(register: RegisterRoute): void {
  register(cspReportRoute, async (c) => {
    // Read as text whatever the media type says: a browser's report is JSON either way, and junk is dropped.
    for (const violation of readViolations(await c.req.text())) {
      c.get('log').warn({ report: withoutEmpty(violation) }, 'content security policy violation');
    }
    return c.body(null, 204);
  });
}
