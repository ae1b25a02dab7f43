import { and, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ObituaryEventKind } from '#contract/obituaries.ts';
import { caseReference } from '#contract/planning.ts';
import { MY_CASES_MAX, type MyCases } from '#contract/staff-cases.ts';
import { cases, locations, obituaries, obituaryEvents } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { familyToDoOf, familyToDoSource } from './family-to-do.ts';

/*
 * GET /api/staff/my-cases, the console home's "My cases" (decision 0105, amended for issue 43): the
 * staff member's open cases, the next event of each and what each family still has to do.
 */

interface NextEventRow {
  kind: ObituaryEventKind;
  title: string | null;
  startsAt: string;
  timeZone: string;
}

/**
 * The staff member's opened cases (a case has no closed state: opened is open), those with an event to
 * come first, soonest first, then the rest newest opened first, at most MY_CASES_MAX. Two queries
 * whatever the number of cases, events, tasks and payments: the page, with each case's next event (a
 * subquery over its obituary's events) and its family's to-do (family-to-do.ts), and the count.
 */
export async function myCases(scope: TenantScope, userId: number, now: Date): Promise<MyCases> {
  const where = and(isNotNull(cases.openedAt), eq(cases.directorUserId, userId));
  const e = obituaryEvents;
  const upcoming = (fields: SQL) =>
    sql`(select ${fields} from ${e} join ${obituaries} on ${and(eq(obituaries.id, e.obituaryId), scope.owns(obituaries))}
      where ${and(eq(obituaries.caseId, cases.id), scope.owns(e), gte(e.startsAt, now))}
      order by ${e.startsAt}, ${e.id} limit 1)`;
  const nextAt = upcoming(sql`${e.startsAt}`);
  const [rows, total] = await Promise.all([
    scope
      .select({
        id: cases.id,
        status: cases.status,
        decedentName: cases.decedentName,
        locationName: locations.name,
        openedAt: cases.openedAt,
        nextEvent: upcoming(
          sql`json_build_object('kind', ${e.kind}, 'title', ${e.title}, 'startsAt', ${e.startsAt}, 'timeZone', ${e.timeZone})`,
        ).mapWith((value: NextEventRow | null) => value),
        familyToDo: familyToDoSource(scope),
      })
      .from(cases, where)
      .innerJoin(locations, and(eq(locations.id, cases.locationId), scope.owns(locations)))
      .orderBy(sql`${nextAt} asc nulls last`, desc(cases.openedAt), desc(cases.id))
      .limit(MY_CASES_MAX),
    scope.count(cases, where),
  ]);
  return {
    items: rows.map(({ id, status, decedentName, locationName, openedAt, nextEvent, familyToDo }) => ({
      id,
      reference: caseReference(id),
      status,
      decedentName,
      locationName,
      // The condition keeps only opened cases.
      openedAt: openedAt!.toISOString(),
      nextEvent: nextEvent && { ...nextEvent, startsAt: new Date(nextEvent.startsAt).toISOString() },
      familyToDo: familyToDoOf(familyToDo),
    })),
    total,
  };
}
