import { inArray } from 'drizzle-orm';
import type { Answers, PlanningForm } from '#contract/planning.ts';
import { answerFor, personName } from '#contract/planning-text.ts';
import { planningForms } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The names a request's answers give, read through the form version the request answered (each
 * submission keeps its form: a later change of the form never changes what an old request says).
 */

export interface RequestPeople {
  contactName: string;
  contactPhone: string;
  personName: string;
}

export function peopleOf(form: PlanningForm, fields: Record<string, unknown>): RequestPeople {
  const answers = fields as Answers;
  return {
    contactName:
      personName(answerFor(form, answers, 'contactFirstName'), answerFor(form, answers, 'contactLastName')) ?? '',
    contactPhone: answerFor(form, answers, 'contactPhone') ?? '',
    personName:
      personName(answerFor(form, answers, 'decedentFirstName'), answerFor(form, answers, 'decedentLastName')) ?? '',
  };
}

/** The forms of these ids, in one query (a page of requests answers one or two versions). */
export async function formsById(scope: TenantScope, ids: readonly number[]): Promise<Map<number, PlanningForm>> {
  if (ids.length === 0) return new Map();
  const rows = await scope
    .select({ id: planningForms.id, version: planningForms.version, sections: planningForms.sections })
    .from(planningForms, inArray(planningForms.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { version: row.version, sections: row.sections }]));
}
