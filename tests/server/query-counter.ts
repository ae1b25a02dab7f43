import type { Database } from '#server/db/open-database.ts';

/*
 * A database handle that counts the queries started on it (select, insert, update, delete, execute,
 * a transaction), whatever the engine: the tests that say a page's query count does not grow with its
 * rows (an arrangement's lines, a case page's members and tasks) read `counter.queries`.
 */

const queryMethods = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction']);

export function countingQueries(db: Database): { db: Database; counter: { queries: number } } {
  const counter = { queries: 0 };
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      if (typeof property === 'string' && queryMethods.has(property)) counter.queries += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: wrapped, counter };
}
