import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResult } from '#contract/auth.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { request } from '#tests/server/tenant-fixtures.ts';

/*
 * The README's demo logins (one per table row: role, then email and password in backticks) are the
 * accounts `npm start` seeds: each signs in to the demo company as the role its row names.
 */

const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
const logins = [...readme.matchAll(/^\|\s*([^|]+?)\s*\|\s*`([^`]+@[^`]+)`\s*\|\s*`([^`]+)`\s*\|$/gm)].map(
  ([, role, email, password]) => ({ role: role!, email: email!, password: password! }),
);

/** What a row's role says, as the session names it. */
const expectedRole = (role: string) =>
  role.startsWith('family')
    ? { role: 'family', staffRole: null }
    : {
        role: 'staff',
        staffRole: role.includes('owner') ? 'owner' : role.includes('director') ? 'director' : 'staff',
      };

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
});
afterAll(() => database.close());

describe('the README demo logins', () => {
  it('lists a login for each staff role and the families', () => {
    expect(logins.map((login) => expectedRole(login.role).staffRole)).toEqual(
      expect.arrayContaining(['owner', 'director', 'staff', null]),
    );
  });

  it.each(logins)('signs in as $role ($email)', async ({ role, email, password }) => {
    const response = await request(t.app, 'POST', '/api/auth/login', { host: 'localhost', body: { email, password } });
    expect(response.status).toBe(200);
    const { user } = loginResult.parse(await response.json());
    expect({ role: user.role, staffRole: user.staffRole }).toEqual(expectedRole(role));
  });
});
