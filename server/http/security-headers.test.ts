import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentProvider } from '#server/payments/stripe-payment-provider.ts';
import { writeClientBuild, type ClientBuild } from '#tests/server/client-build.ts';
import { createCompany } from '#tests/server/factories/company.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/* Every answer carries the security headers: pages, API answers (errors too) and static files. */
let database: TestDatabase;
let client: ClientBuild;
let t: TestApp;
/** The same app with the payment provider Stripe (decision 0081): Stripe.js's origins, and only there. */
let withStripe: TestApp;
let host: string;

beforeAll(async () => {
  database = await openTestDatabase();
  client = await writeClientBuild({
    'index.html': '<!doctype html><title>Lantern</title><div id="root"></div>',
    'assets/index-abc123.js': 'console.log("app");',
  });
  t = createTestApp(database.db, { clientDir: client.dir });
  // A page is a company's: an unknown host answers 404.
  host = (await createCompany(database)).host;
  const payments = new StripePaymentProvider({ secretKey: 'sk_test_csp', publishableKey: 'pk_test_csp' });
  withStripe = createTestApp(database.db, { clientDir: client.dir, payments });
});
afterAll(async () => {
  await database.close();
  await client.remove();
});

/** A browser's request for a page of the test's company. */
const page = () => ({ Accept: 'text/html', 'X-Host': host });

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values] as const),
  );

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('strict-transport-security')).toBe('max-age=15552000');
  expect(response.headers.get('reporting-endpoints')).toBe('csp="/api/csp-reports"');
  const policy = directives(response.headers.get('content-security-policy'));
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  // The sandbox's card form is ours: no card processor's script, frame or address (decision 0081).
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  // The family's files come by signed links on this origin (decision 0050); blob: only previews a chosen photo.
  expect(policy.get('media-src')).toEqual(["'self'"]);
  // No https: at large: an injected image cannot call home.
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  // Styles: files of the app, and by hash sonner's injected sheet (empty first, then filled); nothing else inline.
  expect(policy.get('style-src')).toEqual([
    "'self'",
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/),
  ]);
  expect(policy.get('report-uri')).toEqual(['/api/csp-reports']);
  expect(policy.get('report-to')).toEqual(['csp']);
}

describe('security headers', () => {
  it('are on an HTML page', async () => {
    const response = await t.app.request('/plan-now', { headers: page() });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on an API answer and an API error', async () => {
    const health = await t.app.request('/api/health');
    expect(health.status).toBe(200);
    expectSecurityHeaders(health);
    const missing = await t.app.request('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('are on a static file', async () => {
    const response = await t.app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('the API reference keeps its own stricter policy, its inline style allowed by hash only', async () => {
    const response = await t.app.request('/api/docs');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual([expect.stringMatching(/^'sha256-/)]);
  });

  it('allow Stripe.js only when the payment provider is Stripe, and nothing else more', async () => {
    const sandbox = directives(
      (await t.app.request('/plan-now', { headers: page() })).headers.get('content-security-policy'),
    );
    const response = await withStripe.app.request('/plan-now', { headers: page() });
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    const changed = [...policy].filter(([name, values]) => sandbox.get(name)?.join(' ') !== values.join(' '));
    expect(changed.map(([name]) => name).sort()).toEqual(['connect-src', 'frame-src', 'script-src']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
