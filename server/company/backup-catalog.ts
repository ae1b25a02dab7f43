import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';

/*
 * What the backup and the restore ask the database itself (decision 0087), in SQL that PostgreSQL and
 * PGlite both answer: the company's tables (every table with `company_id`, so a table added later is in
 * the next backup without a change here), the order their foreign keys allow them to be written in,
 * their columns, the sequences of their ids, and how far the schema is migrated.
 */

/** A database handle or a transaction of one: both run SQL. */
export type Runner = Pick<Database, 'execute'>;

/** The rows of a statement, whichever driver ran it (postgres-js answers an array, PGlite `{ rows }`). */
export async function rowsOf<R>(db: Runner, statement: SQL): Promise<R[]> {
  const result = (await db.execute(statement)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];
}

/**
 * Tenant tables a backup leaves out, and why: the database derives them. A trigger counts each request
 * and each paid order into them as it is inserted, so the restore's inserts rebuild them; copying them
 * as well would count every request twice.
 */
export const derivedTables: Record<string, string> = {
  planning_request_tallies: 'counts a trigger keeps from planning_submissions; the restore rebuilds them',
  order_tallies: 'counts a trigger keeps from orders; the restore rebuilds them',
};

/**
 * The one table of no company besides `companies`: server_keys (decision 0053) holds keys every company
 * of the install shares, so it is the install's, not the company's. The install a backup is restored
 * into has its own; links signed with the old key (file links, export links: minutes long) stop working.
 */
export const installTables: Record<string, string> = {
  server_keys: "keys the install's processes share, for every company: the new install makes its own",
};

export interface TableInfo {
  name: string;
  /** Columns a restore writes: all but generated ones, which the database computes. */
  columns: string[];
  /** Columns to read rows in a stable order by (the primary key): a parent before a child of the same table. */
  order: string[];
}

/** `companies` and every table with `company_id` but the derived ones, parents before children. */
export async function companyTables(db: Runner): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table: string; column: string; generated: boolean; key: number | null }>(
    db,
    sql`select c.relname as "table", a.attname as "column", a.attgenerated <> '' as "generated",
          array_position(i.indkey::int2[], a.attnum) as "key"
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_index i on i.indrelid = c.oid and i.indisprimary
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as "child", parent.relname as "parent"
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );

  const tables = new Map<string, TableInfo & { keyed: { column: string; at: number }[]; tenant: boolean }>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], order: [], keyed: [], tenant: false };
    tables.set(row.table, table);
    if (!row.generated) table.columns.push(row.column);
    if (row.key !== null) table.keyed.push({ column: row.column, at: Number(row.key) });
    if (row.column === 'company_id') table.tenant = true;
  }
  const wanted = new Set(
    [...tables.values()]
      .filter((table) => table.name === 'companies' || (table.tenant && !(table.name in derivedTables)))
      .map((table) => table.name),
  );

  // Parents first (Kahn's order; alphabetical among equals, so two backups list tables alike).
  const parents = new Map([...wanted].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references)
    if (child !== parent && wanted.has(child) && wanted.has(parent)) parents.get(child)!.add(parent);
  const ordered: TableInfo[] = [];
  while (parents.size > 0) {
    const ready = [...parents].filter(([, of]) => of.size === 0).map(([name]) => name);
    if (ready.length === 0)
      throw new Error(`The tables ${[...parents.keys()].join(', ')} reference one another in a circle.`);
    for (const name of ready.sort()) {
      parents.delete(name);
      for (const of of parents.values()) of.delete(name);
      const table = tables.get(name)!;
      ordered.push({
        name,
        columns: table.columns,
        order: table.keyed.sort((a, b) => a.at - b.at).map((key) => key.column),
      });
    }
  }
  return ordered;
}

/** How far the schema is migrated: drizzle's record of applied migrations, named by the last one's file. */
export interface MigrationLevel {
  applied: number;
  /** The last migration's timestamp (drizzle's `created_at`, the journal's `when`). */
  lastAt: string;
  /** Its file's name, e.g. "0027_company-time-zone-and-sender" (or "unknown"). */
  name: string;
}

const journal = JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { when: number; tag: string }[];
};

export async function migrationLevel(db: Runner): Promise<MigrationLevel> {
  const [row] = await rowsOf<{ applied: number; lastAt: string }>(
    db,
    sql`select count(*)::int as "applied", coalesce(max(created_at), 0)::text as "lastAt"
        from drizzle.__drizzle_migrations`,
  );
  const lastAt = row?.lastAt ?? '0';
  return {
    applied: Number(row?.applied ?? 0),
    lastAt,
    name: journal.entries.find((entry) => String(entry.when) === lastAt)?.tag ?? 'unknown',
  };
}

export const sameLevel = (a: MigrationLevel, b: MigrationLevel): boolean =>
  a.applied === b.applied && a.lastAt === b.lastAt;

/** Moves each id sequence of `tables` past its table's highest id, so new rows never take a restored id. */
export async function moveSequencesPastRestoredIds(db: Runner, tables: string[]): Promise<void> {
  const sequences = await rowsOf<{ table: string; column: string; sequence: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column",
          pg_get_serial_sequence(quote_ident(c.relname), a.attname) as "sequence"
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
  );
  for (const { table, column, sequence } of sequences) {
    if (!tables.includes(table)) continue;
    await db.execute(
      sql`select setval(${sequence}::regclass, highest) from (select max(${sql.identifier(column)}) as highest from ${sql.identifier(table)}) as m where highest is not null`,
    );
  }
}
