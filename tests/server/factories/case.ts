import { eq } from 'drizzle-orm';
import type { CaseStatus } from '#contract/planning.ts';
import { cases, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { insertCase } from '#server/seed/insert-case.ts';
import { companyLocations } from './company.ts';
import { createObituary, type ObituaryOptions } from './obituary.ts';

/*
 * A case of a test's own: whom the family portal's arrangement is for. Someone who has died gets an
 * unpublished obituary with the dates and the service schedule, as the demo's family cases do (the
 * case home reads the dates and the first service from it); a pre-plan or a case without dates is
 * only the case row. Written by the seed's own inserts.
 */

export interface CaseOptions {
  /** The decedent's (or, for a pre-plan, the planned-for person's) name. */
  name?: string;
  /** Default 'AT_NEED'. */
  status?: CaseStatus;
  /** Index into the company's locations (createCompany's `locations`). */
  location?: number;
  /** The case's director (decision 0105): the email of one of the company's staff accounts (director or owner). */
  director?: string;
  /** Born, died and the schedule (at need only): kept on the case's unpublished obituary. */
  deceased?: Pick<ObituaryOptions, 'bornOn' | 'diedDaysAgo' | 'events' | 'textHtml'>;
}

let made = 0;

export async function createCase(
  scope: TenantScope,
  options: CaseOptions = {},
  now = new Date(),
): Promise<{ caseId: number; obituaryId: number | null }> {
  const name = options.name ?? `Case Person ${(made += 1)}`;
  const status = options.status ?? 'AT_NEED';
  const location = options.location ?? 0;
  let caseId: number;
  let obituaryId: number | null = null;
  if (options.deceased) {
    if (status !== 'AT_NEED') throw new Error('Case factory: only an at-need case has a decedent with dates');
    const obituary = await createObituary(
      scope,
      { textHtml: '', ...options.deceased, fullName: name, location, published: false },
      now,
    );
    ({ caseId } = obituary);
    obituaryId = obituary.id;
  } else {
    const locationRow = (await companyLocations(scope))[location];
    if (!locationRow) throw new Error(`Case factory: the company has no location ${location}`);
    caseId = await insertCase(scope, { locationId: locationRow.id, status, name });
  }
  if (options.director) {
    const [director] = await scope.select({ id: users.id }).from(users, eq(users.email, options.director));
    if (!director) throw new Error(`Case factory: the company has no account ${options.director}`);
    await scope.update(cases, { directorUserId: director.id }, eq(cases.id, caseId));
  }
  return { caseId, obituaryId };
}
