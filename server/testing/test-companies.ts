import { randomBytes } from 'node:crypto';
import type { Database } from '#server/db/open-database.ts';
import { evergreenSeed } from '#server/seed/evergreen/evergreen.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
  EVERGREEN_STAFF_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { insertTenant } from '#server/seed/tenant-seed.ts';

/** What a browser test needs to use the company it was given. */
export interface TestCompany {
  companyId: number;
  /** `t-<random>.localhost`: Chromium sends every *.localhost name to the loopback address. */
  host: string;
  /** The office staff account (the website builder's tests sign in with it). */
  staff: { email: string; password: string };
  /** The funeral director: publishes obituaries (issue 23), works every case. */
  director: { email: string; password: string };
}

/**
 * A new company holding the whole demo seed (site, design, navigation, locations, planning form,
 * staff account) under a host of its own, so a test's writes are seen by no other test
 * (decision 0016). The same name as the demo: tests read "Evergreen Funeral Homes" on screen.
 */
export async function insertTestCompany(db: Database, media: MediaStore): Promise<TestCompany> {
  const id = randomBytes(6).toString('hex');
  const host = `t-${id}.localhost`;
  const { companyId } = await insertTenant(
    db,
    {
      ...evergreenSeed,
      company: { ...evergreenSeed.company, slug: `test-${id}` },
      hosts: [host],
    },
    media,
  );
  return {
    companyId,
    host,
    staff: { email: EVERGREEN_STAFF_EMAIL, password: EVERGREEN_STAFF_PASSWORD },
    director: { email: EVERGREEN_DIRECTOR_EMAIL, password: EVERGREEN_DIRECTOR_PASSWORD },
  };
}
