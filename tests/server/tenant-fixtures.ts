import { loginResult } from '#contract/auth.ts';
import { draftRenderContext } from '#contract/builder.ts';
import { planningLocations, planningSubmitResult } from '#contract/planning.ts';
import { blogArticlePage } from '#contract/blog.ts';
import { obituary, obituarySearchPage } from '#contract/obituaries.ts';
import { redirects } from '#server/db/schema.ts';
import { tenantScope, type TenantScope } from '#server/db/tenant-scope.ts';
import { EVERGREEN_OWNER_EMAIL, EVERGREEN_OWNER_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { createUser } from '#server/services/auth.ts';
import type { App } from '#server/app.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * The demo tenant and the second tenant of a test database with the same shapes of data: a staff
 * account and a session, a draft and two published versions, redirects, blog articles, locations
 * and a planning submission each. For tests that prove one company never sees the other's.
 */
export interface TenantFixture {
  name: 'A' | 'B';
  host: string;
  companyId: number;
  scope: TenantScope;
  staff: { email: string; password: string };
  /** A live staff session of this company. */
  token: string;
  ids: {
    article: number;
    redirect: number;
    location: number;
    version: number;
    case: number;
    obituary: number;
    obituaryEvent: number;
  };
  /** Text only this company's answers contain. */
  markers: string[];
}

const HARBOR_STAFF = { email: 'keeper@harbor.example', password: 'harbor-password-1961' };

export const request = (
  app: App,
  method: string,
  path: string,
  init: { host: string; token?: string | undefined; body?: unknown; headers?: Record<string, string> },
) =>
  app.request(path, {
    method,
    headers: {
      'X-Host': init.host,
      Accept: 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined || init.body instanceof FormData || init.body instanceof Blob
        ? {}
        : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    // A form (multipart upload) goes as it is, with the boundary fetch gives it; a Blob is a file sent as the body.
    body:
      init.body === undefined || init.body instanceof FormData || init.body instanceof Blob
        ? init.body
        : JSON.stringify(init.body),
  });

export async function signIn(app: App, host: string, staff: { email: string; password: string }): Promise<string> {
  const response = await request(app, 'POST', '/api/auth/login', { host, body: staff });
  return loginResult.parse(await response.json()).token;
}

async function prepare(
  app: App,
  database: TestDatabase,
  fixture: Pick<TenantFixture, 'name' | 'host' | 'companyId' | 'staff' | 'markers'>,
): Promise<TenantFixture> {
  const { host } = fixture;
  const scope = tenantScope(database.db, fixture.companyId);
  const token = await signIn(app, host, fixture.staff);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await request(app, method, path, { host, token, body });
    if (!response.ok) throw new Error(`${method} ${path} on ${host}: ${response.status}`);
    return response.json() as Promise<unknown>;
  };

  // A second published version, so there are versions to list and roll back to.
  const draft = draftRenderContext.parse(await call('GET', '/api/web/render-context/draft'));
  const { version } = (await call('POST', '/api/web/builder/publish', { revision: draft.revision })) as {
    version: number;
  };
  const [redirect] = await scope.select({ id: redirects.id }).from(redirects).limit(1);
  const article = blogArticlePage.parse(await call('GET', '/api/web/blog/articles')).items[0]!;
  const obituaryId = obituarySearchPage.parse(await call('GET', '/api/web/obituaries')).items[0]!.id;
  const { events } = obituary.parse(await call('GET', `/api/web/obituaries/${obituaryId}`));
  const location = planningLocations.parse(await call('GET', '/api/web/planning/locations')).locations[0]!;
  const submitted = planningSubmitResult.parse(
    await call('POST', '/api/web/planning/submit', {
      locationId: location.id,
      caseStatus: 'AT_NEED',
      fields: await planningAnswers(app, host),
    }),
  );
  return {
    ...fixture,
    scope,
    token,
    ids: {
      article: article.id,
      redirect: redirect!.id,
      location: location.id,
      version,
      case: submitted.caseId,
      obituary: obituaryId,
      obituaryEvent: events[0]!.id,
    },
  };
}

/** The smallest answers both seeded planning forms accept: every required field, from its rules. */
export async function planningAnswers(app: App, host: string): Promise<Record<string, unknown>> {
  const form = (await (await request(app, 'GET', '/api/web/planning/fields', { host })).json()) as {
    sections: { fields: { id: string; type: string; required: boolean; options?: { value: string }[] }[] }[];
  };
  const answers: Record<string, unknown> = {};
  for (const field of form.sections.flatMap((section) => section.fields)) {
    if (!field.required) continue;
    if (field.type === 'email') answers[field.id] = `isolation-${host}@example.com`;
    else if (field.options?.length) answers[field.id] = field.options[0]!.value;
    else if (field.type === 'tel') answers[field.id] = '(555) 555-0100';
    else if (field.type === 'date') answers[field.id] = '2026-01-12';
    else if (field.type === 'number') answers[field.id] = 1;
    else answers[field.id] = 'Isolation';
  }
  return answers;
}

/** Tenant A is the demo company (localhost), B the second one (other.test), with a staff account. */
export async function prepareTwoTenants(
  app: App,
  database: TestDatabase,
): Promise<{ a: TenantFixture; b: TenantFixture }> {
  await createUser(tenantScope(database.db, database.otherCompanyId), {
    ...HARBOR_STAFF,
    name: 'Harbor Keeper',
    role: 'staff',
    staffRole: 'owner',
  });
  const a = await prepare(app, database, {
    name: 'A',
    host: 'localhost',
    companyId: database.demoCompanyId,
    // The owner: every staff route is open to it (the other roles are tried by the access test).
    staff: { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD },
    markers: ['Evergreen', EVERGREEN_OWNER_EMAIL, 'Portland'],
  });
  const b = await prepare(app, database, {
    name: 'B',
    host: 'other.test',
    companyId: database.otherCompanyId,
    staff: HARBOR_STAFF,
    markers: ['Quiet Harbor', HARBOR_STAFF.email, 'Camden', 'Penobscot'],
  });
  return { a, b };
}
