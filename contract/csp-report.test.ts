import { describe, expect, it } from 'vitest';
import { cspReportingApiBody, cspReportUriBody } from './csp-report.ts';

const long = 'x'.repeat(4097);

describe('cspReportUriBody (report-uri, application/csp-report)', () => {
  const report = {
    'document-uri': 'https://evergreen.example/about',
    'violated-directive': "script-src 'self'",
    'effective-directive': 'script-src',
    'blocked-uri': 'inline',
    'source-file': 'https://evergreen.example/assets/index.js',
    'line-number': 12,
    'status-code': 200,
  };

  it('reads what browsers send and keeps fields it does not name', () => {
    expect(cspReportUriBody.parse({ 'csp-report': report })).toEqual({ 'csp-report': report });
    expect(cspReportUriBody.parse({ 'csp-report': {} })).toEqual({ 'csp-report': {} });
  });

  it('refuses a body without a report, wrong types, unbounded and unstorable text', () => {
    expect(cspReportUriBody.safeParse({}).success).toBe(false);
    expect(cspReportUriBody.safeParse({ 'csp-report': { 'line-number': '12' } }).success).toBe(false);
    for (const key of ['document-uri', 'violated-directive', 'effective-directive', 'blocked-uri', 'source-file']) {
      expect(cspReportUriBody.safeParse({ 'csp-report': { [key]: 'x'.repeat(4096) } }).success, key).toBe(true);
      expect(cspReportUriBody.safeParse({ 'csp-report': { [key]: long } }).success, key).toBe(false);
      expect(cspReportUriBody.safeParse({ 'csp-report': { [key]: 'a\u0000b' } }).success, key).toBe(false);
      expect(cspReportUriBody.safeParse({ 'csp-report': { [key]: 7 } }).success, key).toBe(false);
    }
  });
});

describe('cspReportingApiBody (Reporting API, application/reports+json)', () => {
  const violation = {
    type: 'csp-violation',
    url: 'https://evergreen.example/about',
    age: 10,
    body: {
      documentURL: 'https://evergreen.example/about',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'inline',
      sourceFile: 'https://evergreen.example/assets/index.js',
      lineNumber: 3,
      disposition: 'enforce',
    },
  };

  it('reads a batch of reports, other types and extra fields included', () => {
    const batch = [violation, { type: 'deprecation' }];
    expect(cspReportingApiBody.parse(batch)).toEqual(batch);
    expect(cspReportingApiBody.parse([])).toEqual([]);
  });

  it('refuses a report without a type, wrong types, more than 100 reports and unbounded text', () => {
    expect(cspReportingApiBody.safeParse([{ url: 'https://evergreen.example/' }]).success).toBe(false);
    expect(cspReportingApiBody.safeParse([{ type: 'csp-violation', body: 'x' }]).success).toBe(false);
    expect(cspReportingApiBody.safeParse([{ type: long }]).success).toBe(false);
    expect(cspReportingApiBody.safeParse([{ type: 'csp-violation', url: long }]).success).toBe(false);
    expect(cspReportingApiBody.safeParse(Array.from({ length: 100 }, () => violation)).success).toBe(true);
    expect(cspReportingApiBody.safeParse(Array.from({ length: 101 }, () => violation)).success).toBe(false);
    for (const key of ['documentURL', 'effectiveDirective', 'blockedURL', 'sourceFile']) {
      const body = (value: unknown) => [{ type: 'csp-violation', body: { [key]: value } }];
      expect(cspReportingApiBody.safeParse(body('x'.repeat(4096))).success, key).toBe(true);
      expect(cspReportingApiBody.safeParse(body(long)).success, key).toBe(false);
      expect(cspReportingApiBody.safeParse(body(1)).success, key).toBe(false);
    }
    expect(cspReportingApiBody.safeParse([{ type: 'csp-violation', body: { lineNumber: 'one' } }]).success).toBe(false);
  });
});

describe('names in the OpenAPI reference', () => {
  it('publishes both report formats as named components', () => {
    expect(cspReportUriBody.meta()?.id).toBe('CspReportUriBody');
    expect(cspReportingApiBody.meta()?.id).toBe('CspReportingApiBody');
  });
});
