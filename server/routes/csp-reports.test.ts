import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
});
afterAll(() => database.close());

const post = (body: string, contentType: string) =>
  t.app.request('/api/csp-reports', { method: 'POST', headers: { 'Content-Type': contentType }, body });

const reportLines = () => t.logs.filter((line) => line.msg === 'content security policy violation');

describe('POST /api/csp-reports', () => {
  it('logs a report-uri report (application/csp-report) and answers 204', async () => {
    const before = reportLines().length;
    const response = await post(
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/about',
          'violated-directive': 'style-src-elem',
          'effective-directive': 'style-src-elem',
          'blocked-uri': 'inline',
        },
      }),
      'application/csp-report',
    );
    expect(response.status).toBe(204);
    const lines = reportLines().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      report: { documentUrl: 'http://localhost/about', directive: 'style-src-elem', blocked: 'inline' },
    });
  });

  it('logs each Reporting API report (application/reports+json) and answers 204', async () => {
    const before = reportLines().length;
    const report = (blockedURL: string) => ({
      type: 'csp-violation',
      url: 'http://localhost/plan-now',
      body: { documentURL: 'http://localhost/plan-now', effectiveDirective: 'script-src-elem', blockedURL },
    });
    const response = await post(
      JSON.stringify([report('https://evil.example/x.js'), report('inline')]),
      'application/reports+json',
    );
    expect(response.status).toBe(204);
    expect(
      reportLines()
        .slice(before)
        .map((line) => line.report),
    ).toEqual([
      { documentUrl: 'http://localhost/plan-now', directive: 'script-src-elem', blocked: 'https://evil.example/x.js' },
      { documentUrl: 'http://localhost/plan-now', directive: 'script-src-elem', blocked: 'inline' },
    ]);
  });

  it.each([
    ['not JSON', '{{{', 'application/csp-report'],
    ['JSON of another shape', '[1, "two", null]', 'application/csp-report'],
    ['a number', '42', 'application/reports+json'],
    ['nothing', '', 'application/csp-report'],
  ])('answers junk (%s) without a 5xx and logs no violation', async (_, body, contentType) => {
    const before = reportLines().length;
    const response = await post(body, contentType);
    expect(response.status).toBeLessThan(500);
    expect(reportLines().length).toBe(before);
  });

  it('refuses a body over its limit with 413', async () => {
    const response = await post(
      JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(70_000) } }),
      'application/csp-report',
    );
    expect(response.status).toBe(413);
  });

  it('refuses a media type that is not a report with 415', async () => {
    const response = await post('hello', 'text/plain');
    expect(response.status).toBe(415);
  });
});
