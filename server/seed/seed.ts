import { count } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { companies } from '#server/db/schema.ts';
import { evergreenSeed } from './evergreen/evergreen.ts';
import { quietHarborSeed } from './quiet-harbor.ts';
import { insertTenant, type SeededTenant } from './tenant-seed.ts';

/** No company yet: a new install before `npm run company -- create` (or the demo seed). */
export async function hasNoCompany(db: Database): Promise<boolean> {
  const [row] = await db.select({ companies: count() }).from(companies);
  return (row?.companies ?? 0) === 0;
}

/**
 * Startup seeding with DEMO_SEED=1 (DESIGN §6, decision 0084): an empty database gets the demo
 * tenant, so `npm start` on a fresh clone shows a working site on localhost. A database with any
 * company is left alone. Returns the demo company, or null when nothing was seeded.
 */
export async function seedDemoIfEmpty(db: Database, media: MediaStore): Promise<SeededTenant | null> {
  if (!(await hasNoCompany(db))) return null;
  return insertTenant(db, evergreenSeed, media);
}

/** The demo tenant, whether or not others exist (tests); idempotent by slug. */
export function seedDemoTenant(db: Database, media: MediaStore): Promise<SeededTenant> {
  return insertTenant(db, evergreenSeed, media);
}

/** Tests only: a second tenant on host 'other.test' to prove isolation; idempotent by slug. */
export function seedSecondTenant(db: Database, media: MediaStore): Promise<SeededTenant> {
  return insertTenant(db, quietHarborSeed, media);
}
