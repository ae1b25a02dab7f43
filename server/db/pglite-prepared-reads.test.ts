import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedReads } from './pglite-prepared-reads.ts';

/*
 * Decision 0098: the embedded database's repeated reads run as prepared statements. What the server
 * reads must not change: the same rows, in either row mode, for every value; a value that would need
 * escaping never becomes SQL text; a statement PostgreSQL will not prepare, and every write, run as before.
 */
let client: PGlite;
/** Every SQL text the wrapped client sent to PGlite, in order. */
const sent: string[] = [];

beforeAll(async () => {
  const pglite = await PGlite.create();
  await pglite.exec(`
    create table people (id integer primary key, name text not null, alive boolean not null);
    insert into people values (1, 'Ada Lind', false), (2, 'O''Brien', true), (3, 'Ray', true);
  `);
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, ...rest: unknown[]) => {
    sent.push(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['query'];
  client = withPreparedReads(pglite);
});
afterAll(() => client.close());

const byId = 'select id, name, alive from people where id = $1 and alive = $2';

describe('prepared reads on PGlite', () => {
  it('prepares a read on its second run and answers every run alike, in both row modes', async () => {
    const plain = await client.query(byId, [2, true]);
    for (let run = 0; run < 3; run += 1) {
      const answer = await client.query(byId, [2, true]);
      expect(answer.rows).toEqual(plain.rows);
      expect(answer.fields).toEqual(plain.fields);
    }
    expect(plain.rows).toEqual([{ id: 2, name: "O'Brien", alive: true }]);
    expect((await client.query(byId, [1, false], { rowMode: 'array' })).rows).toEqual([[1, 'Ada Lind', false]]);
    expect(sent.filter((text) => text.startsWith('prepare '))).toEqual([
      expect.stringMatching(/^prepare lantern_read_\d+ as select id/),
    ]);
    // The first run plain, the second prepares and executes, then every run executes.
    expect(sent.filter((text) => text.startsWith('execute ')).length).toBe(4);
  });

  it('never writes a value that needs escaping into SQL: it goes as a parameter', async () => {
    const byName = 'select id from people where name = $1';
    for (const name of ["O'Brien", "x' or 1=1 --", 'Ray\\', 'Ray']) {
      await client.query(byName, [name]);
      const answer = await client.query(byName, [name]);
      expect(answer.rows, name).toEqual(name === "O'Brien" ? [{ id: 2 }] : name === 'Ray' ? [{ id: 3 }] : []);
    }
    expect(sent.filter((text) => text.startsWith('execute ')).every((text) => !/O'|or 1=1|\\/.test(text))).toBe(true);
  });

  it('runs a read PostgreSQL will not prepare, and a write, as before', async () => {
    const untyped = 'select $1 as value';
    for (let run = 0; run < 3; run += 1) expect((await client.query(untyped, [7])).rows).toEqual([{ value: '7' }]);

    const rename = 'update people set name = $1 where id = $2';
    await client.query(rename, ['Ray Moss', 3]);
    await client.query(rename, ['Ray Mossberg', 3]);
    expect(sent.some((text) => text.startsWith('prepare') && text.includes('update'))).toBe(false);
    expect((await client.query(byId, [3, true])).rows).toEqual([{ id: 3, name: 'Ray Mossberg', alive: true }]);
  });

  it('prepares a statement once when two requests meet it at once', async () => {
    const all = 'select count(*)::int as n from people where id > $1';
    await client.query(all, [0]);
    const answers = await Promise.all([client.query(all, [0]), client.query(all, [1]), client.query(all, [2])]);
    expect(answers.map((answer) => answer.rows)).toEqual([[{ n: 3 }], [{ n: 2 }], [{ n: 1 }]]);
    expect(sent.filter((text) => text.startsWith('prepare') && text.includes('count(*)'))).toHaveLength(1);
  });
});
