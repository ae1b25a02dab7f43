import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * What the log never holds (README "Security"). Requests carry markers where secrets and
 * personal data travel (a link's token in the path, a signature in the query, a password and an email
 * in a body, refused or not, a page address in a CSP report) and none may reach any line of the log.
 * The one documented exception is the line of a mail kept in the outbox when no SMTP server is set.
 */

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
});
afterAll(() => database.close());

/** A token as the product makes them: 43 base64url characters, this one with a name to look for. */
const tokenMarker = 'TokenMarker0123456789abcdefghijklmnopqrstu';
const passwordMarker = 'password-marker-7f3c2a';
const emailMarker = 'email.marker.5e1d@family.example';
const nameMarker = 'Namemarker Queryperson';
const queryMarker = 'querymarker8b2e';
const markers = [tokenMarker, passwordMarker, emailMarker, nameMarker, queryMarker];
/** A sign-in code: 6 digits, looked for as a number of its own (a timestamp may hold them by chance). */
const codeMarker = '913572';

const send = (method: string, path: string, body?: unknown, contentType = 'application/json') =>
  t.app.request(path, {
    method,
    headers: { 'X-Host': 'localhost', Accept: 'application/json', 'Content-Type': contentType },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

const outboxLine = (line: Record<string, unknown>) => line.msg === 'mail kept in the outbox (no SMTP_URL set)';

describe('the log', () => {
  it('holds no token, password, email, name or query of any request', async () => {
    const answers = [
      await send('GET', `/api/auth/password-reset/${tokenMarker}`),
      await send('POST', `/api/auth/password-reset/${tokenMarker}`, { password: passwordMarker }),
      await send('GET', `/api/family/invitation/${tokenMarker}`),
      await send('POST', `/api/family/invitation/${tokenMarker}/accept`),
      await send('GET', `/api/staff/invitation/${tokenMarker}`),
      await send('POST', `/api/staff/invitation/${tokenMarker}/accept`, { name: nameMarker, password: passwordMarker }),
      await send('GET', `/staff/invitation/${tokenMarker}`, undefined, 'text/html'),
      await send('GET', `/staff/password-reset/${tokenMarker}`, undefined, 'text/html'),
      await send('GET', `/family-portal/password-reset/${tokenMarker}`, undefined, 'text/html'),
      await send('GET', `/family-portal/login?invitation=${tokenMarker}`, undefined, 'text/html'),
      await send('GET', `/api/web/case-files/1/photo-640.webp?expires=1&signature=${queryMarker}`),
      await send('GET', `/api/calendar-feeds/${tokenMarker}/calendar.ics`),
      await send('GET', `/api/some/future/route/${tokenMarker}`),
      await send('GET', `/api/web/obituaries?q=${queryMarker}`),
      // Bodies: a failed sign-in, a refused one, a refused plan, a refused signup.
      await send('POST', '/api/auth/login', { email: emailMarker, password: passwordMarker }),
      await send('POST', '/api/auth/login', { email: `not an email ${emailMarker}`, password: passwordMarker }),
      await send('POST', '/api/auth/login', `{"email":"${emailMarker}","password":"${passwordMarker}"`),
      await send('POST', '/api/web/planning/submit', { contact: { name: nameMarker, email: emailMarker } }),
      await send('POST', '/api/family/signup', { invitation: tokenMarker, name: nameMarker, password: passwordMarker }),
      await send('POST', '/api/auth/password-reset', { email: emailMarker }),
      await send('POST', '/api/auth/sign-in-code', { email: emailMarker }),
      await send('POST', '/api/auth/sign-in-code/verify', { email: emailMarker, code: codeMarker }),
      await send(
        'POST',
        '/api/csp-reports',
        {
          'csp-report': {
            'document-uri': `http://localhost/family-portal/password-reset/${tokenMarker}?q=${queryMarker}`,
            'effective-directive': 'img-src',
            'blocked-uri': `https://tracker.example/pixel?who=${emailMarker}`,
          },
        },
        'application/csp-report',
      ),
    ];
    expect(answers.map((response) => response.status).filter((status) => status >= 500)).toEqual([]);
    await t.mail.flush();

    const logged = JSON.stringify(t.logs.filter((line) => !outboxLine(line)));
    // The requests were logged (one line each), just without what they carried.
    expect(t.logs.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(answers.length);
    expect(logged).toContain('/api/auth/password-reset/:redacted');
    expect(logged).toContain('/api/calendar-feeds/:redacted/calendar.ics');
    expect(logged).toContain('content security policy violation');
    for (const marker of markers) expect(logged, marker).not.toContain(marker);
    expect(logged).not.toMatch(new RegExp(`(?<!\\d)${codeMarker}(?!\\d)`));
  });
});
