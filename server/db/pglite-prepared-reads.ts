import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite plans every query again: drizzle sends each through PGlite's `query`, an unnamed statement
 * parsed and planned each time. For the public obituary page's one query that was 3.5 ms of CPU, of
 * which the same statement prepared once and executed took 0.8 (the render throughput
 * of decision 0098). PostgreSQL does not need this: postgres-js prepares its statements itself.
 *
 * So the embedded database's client reads through named statements: a SELECT seen a second time is
 * prepared (`PREPARE`) and from then on run with `EXECUTE`, its parameters written as quoted
 * literals, which PostgreSQL reads as it reads untyped parameters. Only values whose text needs no
 * escaping at all are written so (whole numbers, booleans, null, and strings of letters, digits and
 * `_.:@+-` and spaces); anything else, and every write, goes as before. Transactions keep their own
 * client (drizzle's `transaction`) and are untouched.
 */

/** At most this many statements are kept prepared; later new ones run unprepared. */
const MAX_STATEMENTS = 500;

const plainText = /^[\w.:@+\- ]*$/;

/** The value as a literal PostgreSQL reads without escaping, or undefined when it has none. */
function literal(value: unknown): string | undefined {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (typeof value === 'number') return Number.isSafeInteger(value) ? `'${value}'` : undefined;
  if (typeof value === 'bigint') return `'${value}'`;
  if (typeof value === 'string') return plainText.test(value) ? `'${value}'` : undefined;
  return undefined;
}

const isSelect = (text: string) => /^\s*select\b/i.test(text);

/** Replaces the client's `query` with one that prepares repeated reads; returns the client. */
export function withPreparedReads(client: PGlite): PGlite {
  const query = client.query.bind(client);
  /**
   * Statement text → its name once prepared, or false when PostgreSQL would not prepare it (a
   * parameter whose type the statement alone does not tell): a promise, so two requests meeting the
   * same statement at once prepare it once.
   */
  const statements = new Map<string, Promise<string | false>>();
  const seen = new Set<string>();

  const prepared = async (text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
    const values = params ?? [];
    const literals = values.map(literal);
    if (values.length === 0 || !isSelect(text) || literals.some((value) => value === undefined))
      return query(text, params, options);

    let statement = statements.get(text);
    if (statement === undefined) {
      // Once is no pattern: a read prepares on its second run.
      if (statements.size >= MAX_STATEMENTS || !seen.has(text)) {
        if (statements.size < MAX_STATEMENTS) seen.add(text);
        return query(text, params, options);
      }
      seen.delete(text);
      const name = `lantern_read_${statements.size + 1}`;
      statement = query(`prepare ${name} as ${text}`).then(
        () => name,
        () => false as const,
      );
      statements.set(text, statement);
    }
    const name = await statement;
    if (name === false) return query(text, params, options);
    return query(`execute ${name}(${literals.join(', ')})`, [], options);
  };
  client.query = prepared as PGlite['query'];
  return client;
}
