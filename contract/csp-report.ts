import { z } from 'zod';
import { text as plainText } from './text.ts';

/*
 * What browsers POST to /api/csp-reports when the Content-Security-Policy blocks something. Two
 * formats exist: the older `report-uri` one (application/csp-report, kebab-case keys) and the
 * Reporting API's (application/reports+json, an array of reports). Both are loose: browsers add
 * fields over time and the server only logs what it can read.
 */

// Logged, never stored: still the shared request text (no NUL, no lone surrogate), and bounded.
const text = plainText().max(4096);

export const cspReportUriBody = z
  .object({
    'csp-report': z
      .object({
        'document-uri': text.optional(),
        'violated-directive': text.optional(),
        'effective-directive': text.optional(),
        'blocked-uri': text.optional(),
        'source-file': text.optional(),
        'line-number': z.number().optional(),
      })
      .loose(),
  })
  .meta({ id: 'CspReportUriBody' });

export const cspReportingApiBody = z
  .array(
    z
      .object({
        type: text,
        url: text.optional(),
        body: z
          .object({
            documentURL: text.optional(),
            effectiveDirective: text.optional(),
            blockedURL: text.optional(),
            sourceFile: text.optional(),
            lineNumber: z.number().optional(),
          })
          .loose()
          .optional(),
      })
      .loose(),
  )
  .max(100)
  .meta({ id: 'CspReportingApiBody' });

export type CspReportUriBody = z.infer<typeof cspReportUriBody>;
export type CspReportingApiBody = z.infer<typeof cspReportingApiBody>;
