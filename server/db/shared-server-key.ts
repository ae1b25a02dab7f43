import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './open-database.ts';
import { serverKeys } from './schema.ts';

/*
 * A secret every server process on one database agrees on, without configuration (decision 0053):
 * the first process to ask makes it (an insert that does nothing if another process was first),
 * and every process reads the one that won. It survives restarts, as the database does.
 */

/** The key named `name`, made now if no process has made it yet. */
export async function sharedServerKey(db: Database, name: string): Promise<string> {
  await db
    .insert(serverKeys)
    .values({ name, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverKeys.name });
  const [row] = await db.select({ secret: serverKeys.secret }).from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error(`The server key ${name} was neither made nor found`);
  return row.secret;
}
