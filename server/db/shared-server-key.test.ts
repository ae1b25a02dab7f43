import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { sharedServerKey } from './shared-server-key.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('gives every caller on one database the same key, made once, and another name another key', async () => {
  // Processes starting together: each asks at once, one insert wins, all read the winner.
  const keys = await Promise.all([1, 2, 3, 4].map(() => sharedServerKey(database.db, 'file-links-test')));
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[\w-]{43}$/);
  expect(await sharedServerKey(database.db, 'file-links-test')).toBe(keys[0]);
  expect(await sharedServerKey(database.db, 'another-test')).not.toBe(keys[0]);
});
