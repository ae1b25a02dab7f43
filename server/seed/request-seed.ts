import { desc, eq } from 'drizzle-orm';
import { nameSlug } from '#contract/name-fold.ts';
import type { CaseStatus } from '#contract/planning.ts';
import type { RequestStatus } from '#contract/staff-requests.ts';
import { cases, planningForms, planningRequestEvents, planningSubmissions, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/**
 * A planning request in the demo's inbox, as /plan-now would have received it, and what
 * staff did with it since. Its case is a request's case: not opened.
 */
export interface RequestSeed {
  /** Index into the seeded locations. */
  location: number;
  caseStatus: CaseStatus;
  /** The answers, by field id of the company's form. */
  fields: Record<string, unknown>;
  /** How long before the seed's run it arrived. */
  minutesAgo: number;
  /** What staff did, oldest first: the status it moved to, by whom (a staff email), and why. */
  history: { status: Exclude<RequestStatus, 'new'>; by: string; minutesAgo: number; reason?: string }[];
}

export async function insertRequestSeed(
  scope: TenantScope,
  seeds: RequestSeed[],
  locations: { id: number }[],
  now: Date,
): Promise<void> {
  const [form] = await scope
    .select({ id: planningForms.id })
    .from(planningForms)
    .orderBy(desc(planningForms.version))
    .limit(1);
  if (!form) throw new Error('Requests need the planning form seeded first');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  for (const seed of seeds) {
    const name = [seed.fields.decedentFirstName, seed.fields.decedentLastName].filter(Boolean).join(' ');
    const last = seed.history.at(-1);
    const [created] = await scope
      .insert(cases, {
        locationId: locations[seed.location]!.id,
        status: seed.caseStatus,
        decedentName: name,
        nameSlug: nameSlug(name),
        createdAt: ago(seed.minutesAgo),
      })
      .returning({ id: cases.id });
    const [submission] = await scope
      .insert(planningSubmissions, {
        caseId: created!.id,
        formId: form.id,
        locationId: locations[seed.location]!.id,
        caseStatus: seed.caseStatus,
        fields: seed.fields,
        contactEmail: String(seed.fields.contactEmail ?? ''),
        submittedAt: ago(seed.minutesAgo),
        requestStatus: last?.status ?? 'new',
        closedReason: last?.status === 'closed' ? (last.reason ?? null) : null,
      })
      .returning({ id: planningSubmissions.id });
    for (const step of seed.history) {
      const [by] = await scope.select({ id: users.id }).from(users, eq(users.email, step.by));
      await scope.insert(planningRequestEvents, {
        submissionId: submission!.id,
        status: step.status,
        reason: step.reason ?? null,
        byUserId: by?.id ?? null,
        at: ago(step.minutesAgo),
      });
    }
  }
}
