import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { EVERGREEN_OWNER_EMAIL, EVERGREEN_OWNER_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { createUser } from '#server/services/auth.ts';
import { operationsOf, type Operation } from '#tests/server/bad-requests.ts';
import type { SchemaDocument } from '#tests/server/json-schema-arbitrary.ts';
import { signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * What the bad-input tests call (tests/server/bad-input/): the app on a test database of its own, its
 * OpenAPI document, and a session for the role each audience needs. Every operation is called by a
 * role that may make it, so its input is read rather than refused first.
 */

export const FUZZ_HOST = 'localhost';
/** Fixed, so every run sends the same requests (an operation's seed is this plus its index). */
export const FUZZ_SEED = 20_261_123;

const FAMILY = { email: 'family.fuzz@evergreen.example', password: 'family-password-2026' };
// The owner: its role may make every staff call, so each one's input is checked, not refused first.
const STAFF = { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD };
export type FuzzRole = 'staff' | 'family';
/** Who may call a route of each audience (define-route.ts): the role whose session it needs. */
const roleFor: Readonly<Record<string, FuzzRole>> = { staff: 'staff', family: 'family', 'signed-in': 'staff' };
const accounts: Record<FuzzRole, { email: string; password: string }> = { staff: STAFF, family: FAMILY };

export interface FuzzTarget {
  database: TestDatabase;
  app: ReturnType<typeof createTestApp>['app'];
  document: SchemaDocument & { paths: Record<string, Record<string, Operation>> };
  operations: Operation[];
  /** The role whose session the operation needs; undefined for a public one. */
  roleOf(operation: Operation): FuzzRole | undefined;
  /** A session of the role, signed in when none is held (a sign-out call may have ended the last). */
  tokenOf(role: FuzzRole): Promise<string>;
  /** Forgets the role's session, so the next call signs in again. */
  forget(role: FuzzRole): void;
  /** Told of each call sent, so a call that may have changed the owner's account is undone before the next. */
  sent(method: string, url: string): void;
}

/** The only calls that can demote or disable the owner: the team's (a fuzzed call can be valid). */
const changesTeam = (method: string, url: string) => method !== 'GET' && url.startsWith('/api/staff/team');

export async function openFuzzTarget(): Promise<FuzzTarget> {
  const database = await openTestDatabase();
  const { app } = createTestApp(database.db, { media: database.media });
  const document = (await (await app.request('/api/openapi.json')).json()) as FuzzTarget['document'];
  await createUser(tenantScope(database.db, database.demoCompanyId), {
    ...FAMILY,
    name: 'Fuzz Family',
    role: 'family',
  });
  const tokens: Partial<Record<FuzzRole, string>> = {};
  let ownerMayHaveChanged = true;
  return {
    database,
    app,
    document,
    operations: operationsOf(document),
    roleOf: (operation) => roleFor[operation['x-audience'] ?? ''],
    /**
     * A fuzzed team call can be valid and demote or disable the owner (after promoting another
     * account), so the owner is made an active owner again before the staff call after one. Not
     * before every call: a write before each of some 30,000 calls.
     */
    async tokenOf(role) {
      if (role === 'staff' && ownerMayHaveChanged) {
        ownerMayHaveChanged = false;
        await tenantScope(database.db, database.demoCompanyId).update(
          users,
          { staffRole: 'owner', disabledAt: null },
          eq(users.email, EVERGREEN_OWNER_EMAIL),
        );
      }
      return (tokens[role] ??= await signIn(app, FUZZ_HOST, accounts[role]));
    },
    forget(role) {
      delete tokens[role];
    },
    sent(method, url) {
      if (changesTeam(method, url)) ownerMayHaveChanged = true;
    },
  };
}
