import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSP_REPORT_WINDOW_SECONDS,
  CSP_REPORTS_LOGGED_PER_WINDOW,
  CSP_REPORTS_PER_ADDRESS,
} from './csp-report-budget.ts';
import { createTestApp, testClientAddressHeader, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
});
afterAll(() => database.close());

let addresses = 0;
/** Each test's reports come from an address of its own unless it says (the route limits per address). */
const post = (body: string, contentType: string, from = `192.0.2.${(addresses += 1)}`) =>
  t.app.request('/api/csp-reports', {
    method: 'POST',
    headers: { 'Content-Type': contentType, [testClientAddressHeader]: from },
    body,
  });

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
      JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(16 * 1024) } }),
      'application/csp-report',
    );
    expect(response.status).toBe(413);
  });

  it(`reads ${CSP_REPORTS_PER_ADDRESS} reports from one address in ten minutes, then answers 429 and logs nothing`, async () => {
    const report = JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/', 'blocked-uri': 'inline' } });
    const before = reportLines().length;
    const statuses = [];
    for (let sent = 0; sent < CSP_REPORTS_PER_ADDRESS + 5; sent += 1)
      statuses.push((await post(report, 'application/csp-report', '198.51.100.7')).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(CSP_REPORTS_PER_ADDRESS);
    expect(statuses.slice(CSP_REPORTS_PER_ADDRESS)).toEqual([429, 429, 429, 429, 429]);
    expect(reportLines().length - before).toBe(CSP_REPORTS_PER_ADDRESS);
    expect((await post(report, 'application/csp-report', '198.51.100.8')).status).toBe(204);
  });

  it('logs at most 10 reports of a batch, each address without its query and cut to 200 characters', async () => {
    const report = {
      type: 'csp-violation',
      url: 'http://localhost/obituaries?q=someone',
      body: {
        documentURL: 'http://localhost/obituaries?q=someone',
        blockedURL: `https://x.example/${'a'.repeat(250)}`,
      },
    };
    const before = reportLines().length;
    expect((await post(JSON.stringify(Array(20).fill(report)), 'application/reports+json')).status).toBe(204);
    const lines = reportLines().slice(before);
    expect(lines).toHaveLength(10);
    const logged = lines[0]!.report as { documentUrl: string; blocked: string };
    expect(logged.documentUrl).toBe('http://localhost/obituaries');
    expect(logged.blocked).toHaveLength(201);
  });

  it('refuses a media type that is not a report with 415', async () => {
    const response = await post('hello', 'text/plain');
    expect(response.status).toBe(415);
  });

  it(`logs at most ${CSP_REPORTS_LOGGED_PER_WINDOW} reports a window from all addresses together, then one line saying so`, async () => {
    let now = new Date('2026-12-05T10:00:00Z');
    const own = createTestApp(database.db, { clock: { now: () => now } });
    const report = JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/', 'blocked-uri': 'inline' } });
    const send = (index: number) =>
      own.app.request('/api/csp-reports', {
        method: 'POST',
        // A fresh address each time: no one address is over its own budget.
        headers: {
          'Content-Type': 'application/csp-report',
          [testClientAddressHeader]: `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`,
        },
        body: report,
      });
    const lines = (msg: string) => own.logs.filter((line) => line.msg === msg).length;
    const statuses = new Set<number>();
    for (let index = 0; index < CSP_REPORTS_LOGGED_PER_WINDOW + 20; index += 1)
      statuses.add((await send(index)).status);
    expect([...statuses]).toEqual([204]);
    expect(lines('content security policy violation')).toBe(CSP_REPORTS_LOGGED_PER_WINDOW);
    const summary = own.logs.filter((line) => String(line.msg).startsWith('content security policy reports over'));
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({ perWindow: CSP_REPORTS_LOGGED_PER_WINDOW, until: '2026-12-05T10:10:00.000Z' });
    // The next window logs again.
    now = new Date(now.getTime() + CSP_REPORT_WINDOW_SECONDS * 1000);
    await send(70_000);
    expect(lines('content security policy violation')).toBe(CSP_REPORTS_LOGGED_PER_WINDOW + 1);
  });
});
