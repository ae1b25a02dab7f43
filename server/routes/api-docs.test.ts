import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, operationIdOf, sessionAudiences, type Audience } from '#server/http/define-route.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
});
afterAll(() => database.close());

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        operationId?: string;
        security?: Record<string, string[]>[];
        'x-audience'?: Audience;
        parameters?: { name: string; in: string }[];
        responses: Record<string, unknown>;
      }
    >
  >;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

describe('GET /api/openapi.json', () => {
  it('documents every declared route from the contract schemas', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as OpenApiDocument;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Lantern API', version: '0' });
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/password-reset',
      '/api/auth/password-reset/{token}',
      '/api/auth/session',
      '/api/auth/sign-in-code',
      '/api/auth/sign-in-code/verify',
      '/api/calendar-feeds/{token}/calendar.ics',
      '/api/csp-reports',
      '/api/family/arrangements/items/selectors/{selectorId}',
      '/api/family/arrangements/items/{itemId}',
      '/api/family/arrangements/items/{itemId}/variants',
      '/api/family/arrangements/statement/template/{revisionId}',
      '/api/family/arrangements/{caseId}',
      '/api/family/arrangements/{caseId}/contract',
      '/api/family/arrangements/{caseId}/contract/details',
      '/api/family/arrangements/{caseId}/contract/submit',
      '/api/family/arrangements/{caseId}/items/{lineId}',
      '/api/family/arrangements/{caseId}/lines',
      '/api/family/arrangements/{caseId}/lines/{lineId}',
      '/api/family/arrangements/{caseId}/packages',
      '/api/family/arrangements/{caseId}/packages/{packageId}',
      '/api/family/cases',
      '/api/family/cases/{caseId}',
      '/api/family/cases/{caseId}/case-details',
      '/api/family/cases/{caseId}/case-photo',
      '/api/family/cases/{caseId}/invite',
      '/api/family/cases/{caseId}/memorial-theme',
      '/api/family/cases/{caseId}/memorial-wall/comments/{statusOrCommentId}',
      '/api/family/cases/{caseId}/memorial-wall/settings',
      '/api/family/cases/{caseId}/music',
      '/api/family/cases/{caseId}/music/{mediaId}',
      '/api/family/cases/{caseId}/obituary',
      '/api/family/cases/{caseId}/obituary/approve',
      '/api/family/cases/{caseId}/obituary/shop',
      '/api/family/cases/{caseId}/payments',
      '/api/family/cases/{caseId}/payments/connect',
      '/api/family/cases/{caseId}/payments/{paymentId}',
      '/api/family/cases/{caseId}/photos',
      '/api/family/cases/{caseId}/photos/{mediaId}',
      '/api/family/cases/{caseId}/shop-orders',
      '/api/family/cases/{caseId}/statement',
      '/api/family/cases/{caseId}/statement/history',
      '/api/family/cases/{caseId}/stationery',
      '/api/family/cases/{caseId}/stationery/approve',
      '/api/family/cases/{caseId}/stationery/comment',
      '/api/family/cases/{caseId}/tasks',
      '/api/family/cases/{caseId}/tasks/{taskId}/assign/{userId}',
      '/api/family/cases/{caseId}/tasks/{taskId}/status/{status}',
      '/api/family/cases/{caseId}/tasks/{taskId}/unassign/{userId}',
      '/api/family/cases/{caseId}/tasks/{taskId}/user-suggestions',
      '/api/family/cases/{caseId}/user-search',
      '/api/family/cases/{caseId}/video',
      '/api/family/cases/{caseId}/video/approve',
      '/api/family/cases/{caseId}/video/comment',
      '/api/family/company/gpl/items',
      '/api/family/invitation/{token}',
      '/api/family/invitation/{token}/accept',
      '/api/family/media/albums/stock/themes',
      '/api/family/signup',
      '/api/health',
      '/api/payments/stripe/webhook',
      '/api/ready',
      '/api/staff/calendar',
      '/api/staff/calendar-feed',
      '/api/staff/cases',
      '/api/staff/cases/{id}',
      '/api/staff/cases/{id}/details',
      '/api/staff/cases/{id}/director',
      '/api/staff/cases/{id}/invitations',
      '/api/staff/cases/{id}/invitations/{invitationId}',
      '/api/staff/cases/{id}/invitations/{invitationId}/resend',
      '/api/staff/cases/{id}/members/{userId}',
      '/api/staff/cases/{id}/payments',
      '/api/staff/cases/{id}/payments/{paymentId}/refunds',
      '/api/staff/cases/{id}/proofs',
      '/api/staff/cases/{id}/proofs/comments/{commentId}/answers',
      '/api/staff/cases/{id}/proofs/stationery/{itemType}/pages/{pageType}',
      '/api/staff/cases/{id}/proofs/stationery/{itemType}/pdf',
      '/api/staff/cases/{id}/proofs/stationery/{itemType}/send',
      '/api/staff/cases/{id}/proofs/video',
      '/api/staff/cases/{id}/proofs/video/captions',
      '/api/staff/cases/{id}/proofs/video/send',
      '/api/staff/cases/{id}/statement/reasons',
      '/api/staff/cases/{id}/statement/revisions',
      '/api/staff/cases/{id}/statement/void',
      '/api/staff/chapels-and-hearses',
      '/api/staff/chapels-and-hearses/{id}',
      '/api/staff/company/export-link',
      '/api/staff/company/go-live',
      '/api/staff/company/settings',
      '/api/staff/company/settings/locations',
      '/api/staff/company/settings/locations/{id}',
      '/api/staff/directors',
      '/api/staff/invitation/{token}',
      '/api/staff/invitation/{token}/accept',
      '/api/staff/memories',
      '/api/staff/memories/{id}/approve',
      '/api/staff/memories/{id}/reject',
      '/api/staff/memory-counts',
      '/api/staff/my-cases',
      '/api/staff/obituaries',
      '/api/staff/obituaries/{id}',
      '/api/staff/obituaries/{id}/approve-text',
      '/api/staff/obituaries/{id}/ask-family',
      '/api/staff/obituaries/{id}/mark-ready',
      '/api/staff/obituaries/{id}/photo',
      '/api/staff/obituaries/{id}/publish',
      '/api/staff/obituaries/{id}/stop-asking',
      '/api/staff/obituaries/{id}/unpublish',
      '/api/staff/order-counts',
      '/api/staff/orders',
      '/api/staff/orders/{id}',
      '/api/staff/orders/{id}/cancel',
      '/api/staff/orders/{id}/events',
      '/api/staff/payments/connect',
      '/api/staff/payments/connection',
      '/api/staff/payments/in-flight',
      '/api/staff/payments/in-flight/settle',
      '/api/staff/pictures',
      '/api/staff/pictures/{id}',
      '/api/staff/price-list',
      '/api/staff/price-list/categories',
      '/api/staff/price-list/categories/{categoryId}',
      '/api/staff/price-list/items',
      '/api/staff/price-list/items/{itemId}',
      '/api/staff/price-list/items/{itemId}/photo',
      '/api/staff/price-list/items/{itemId}/variants',
      '/api/staff/price-list/not-offered',
      '/api/staff/price-list/packages',
      '/api/staff/price-list/packages/{packageId}',
      '/api/staff/price-list/packages/{packageId}/photo',
      '/api/staff/price-list/publication',
      '/api/staff/price-list/quote',
      '/api/staff/price-list/selectors',
      '/api/staff/price-list/selectors/{selectorId}',
      '/api/staff/price-list/tax-rate',
      '/api/staff/price-list/variants/{variantId}',
      '/api/staff/price-list/variants/{variantId}/photo',
      '/api/staff/products',
      '/api/staff/products/{id}',
      '/api/staff/reports/balances',
      '/api/staff/reports/cases',
      '/api/staff/reports/csv/{table}',
      '/api/staff/reports/payments',
      '/api/staff/reports/revenue',
      '/api/staff/reports/shop',
      '/api/staff/request-counts',
      '/api/staff/requests',
      '/api/staff/requests/{id}',
      '/api/staff/requests/{id}/events',
      '/api/staff/requests/{id}/open-case',
      '/api/staff/team',
      '/api/staff/team/invitations',
      '/api/staff/team/{userId}',
      '/api/staff/team/{userId}/disable',
      '/api/staff/team/{userId}/enable',
      '/api/staff/team/{userId}/reset',
      '/api/web/blog/articles',
      '/api/web/blog/articles/{id}',
      '/api/web/builder/draft',
      '/api/web/builder/publish',
      '/api/web/builder/redirects',
      '/api/web/builder/redirects/{id}',
      '/api/web/builder/versions',
      '/api/web/builder/versions/{version}/rollback',
      '/api/web/case-files/{id}/{file}',
      '/api/web/company-clock',
      '/api/web/company-export',
      '/api/web/media/{id}/{file}',
      '/api/web/obituaries',
      '/api/web/obituaries/{id}',
      '/api/web/obituaries/{id}/events/{eventId}/calendar.ics',
      '/api/web/obituaries/{id}/memories',
      '/api/web/obituaries/{id}/photos',
      '/api/web/obituaries/{id}/shop/orders',
      '/api/web/obituaries/{id}/shop/products',
      '/api/web/obituaries/{id}/shop/products/{productId}',
      '/api/web/obituaries/{id}/video',
      '/api/web/planning/address',
      '/api/web/planning/fields',
      '/api/web/planning/locations',
      '/api/web/planning/submit',
      '/api/web/price-list',
      '/api/web/redirects',
      '/api/web/render-context/approved',
      '/api/web/render-context/draft',
      '/api/web/shop/orders/{publicId}',
      '/api/web/shop/payment-setup',
    ]);
    const article = doc.paths['/api/web/blog/articles/{id}']?.get;
    expect(article?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
    expect(Object.keys(article?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '422']));
    const list = doc.paths['/api/web/blog/articles']?.get;
    expect(list?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'pageSize', 'x-host']));
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(
      expect.arrayContaining([
        'RenderContext',
        'Redirects',
        'BlogArticle',
        'BlogArticlePage',
        'ApiError',
        'Health',
        'Readiness',
      ]),
    );
  });
});

describe('the document for client generators (decision 0113)', () => {
  const operations = async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    const list = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, ...operation })),
    );
    return { doc, list };
  };

  it('names every operation, each name once', async () => {
    const { list } = await operations();
    const ids = list.map((operation) => operation.operationId);
    expect(list.filter((operation) => !/^[a-z][A-Za-z0-9]*$/.test(operation.operationId ?? ''))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(list.find((operation) => operation.key === 'GET /api/staff/price-list/quote')?.operationId).toBe(
      'getStaffPriceListQuote',
    );
  });

  it('gives every operation the security of its audience: the bearer token for a session, else none', async () => {
    const { doc, list } = await operations();
    expect(doc.components?.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) as unknown,
    });
    for (const operation of list) {
      expect(operation['x-audience'], operation.key).toBeDefined();
      const signedIn = (sessionAudiences as readonly Audience[]).includes(operation['x-audience']!);
      expect(operation.security, operation.key).toEqual(signedIn ? [{ bearerAuth: [] }] : []);
    }
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('derives an operationId from the method and the path after /api, unless the route declares one', () => {
    expect(operationIdOf('get', '/api/staff/price-list/quote')).toBe('getStaffPriceListQuote');
    expect(operationIdOf('get', '/api/staff/cases/{id}/details')).toBe('getStaffCasesByIdDetails');
    expect(operationIdOf('get', '/api/web/obituaries/{id}/events/{eventId}/calendar.ics')).toBe(
      'getWebObituariesByIdEventsByEventIdCalendarIcs',
    );
    const declared = { method: 'get', path: '/api/health', summary: 'A check', responses: {} } as const;
    expect(defineRoute({ audience: 'anyone', ...declared }).operationId).toBe('getHealth');
    expect(defineRoute({ audience: 'anyone', operationId: 'checkHealth', ...declared }).operationId).toBe(
      'checkHealth',
    );
    const params = z.object({ id: z.string() });
    expect(
      defineRoute({ audience: 'public', method: 'get', path: '/api/web/x/{id}', request: { params }, responses: {} })
        .security,
    ).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('renders an HTML reference of the operations without any external resource', async () => {
    const response = await t.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Lantern API</h1>');
    expect(html).toContain('<code>/api/web/blog/articles/{id}</code>');
    expect(html).toContain('The published website');
    expect(html).toContain('href="/api/openapi.json"');
    expect(html).toContain('id="schema-renderc');
    expect(html).not.toMatch(/<script|https?:\/\/(?!example)/);
  });
});
