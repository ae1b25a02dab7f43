import { and, eq } from 'drizzle-orm';
import type { PurchaserSuggestion } from '#contract/family-statement.ts';
import type { Answers, PlanningForm } from '#contract/planning.ts';
import { answerFor, personName } from '#contract/planning-text.ts';
import { normalizeAddress } from '#contract/planning-validation.ts';
import { planningForms, planningSubmissions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The purchaser form's start for a case opened from a planning request: the person who wrote
 * to the funeral home from /plan-now is, until the family says otherwise, the one who signs. Read
 * through the form version the request answered: the contact's name, email and phone by their
 * purposes; the address from the first address field of a section that is not about the person who
 * died (the contact's own section); the relationship from the field of that id (the demo's and every
 * test company's form, as services/family/case-details/planning-prefill.ts reads), by its option's
 * label. Only what was answered is given; nothing is stored.
 */

function addressOf(form: PlanningForm, answers: Answers): PurchaserSuggestion {
  const field = form.sections
    .filter((section) => !section.decedentDetails)
    .flatMap((section) => section.fields)
    .find((candidate) => candidate.type === 'address');
  const address = field ? normalizeAddress(answers[field.id]) : undefined;
  if (typeof address !== 'object' || address === null) return {};
  const parts = address as Record<string, string | undefined>;
  return {
    ...(parts.line1 ? { addressLine1: parts.line1 } : {}),
    ...(parts.line2 ? { addressLine2: parts.line2 } : {}),
    ...(parts.city ? { city: parts.city } : {}),
    ...(parts.region ? { region: parts.region } : {}),
    ...(parts.postalCode ? { postalCode: parts.postalCode } : {}),
  };
}

function relationshipOf(form: PlanningForm, answers: Answers): string | undefined {
  const field = form.sections.flatMap((section) => section.fields).find((candidate) => candidate.id === 'relationship');
  const answer = field ? answers[field.id] : undefined;
  if (!field || typeof answer !== 'string' || answer.trim() === '') return undefined;
  const option = 'options' in field ? field.options.find((candidate) => candidate.value === answer) : undefined;
  return option?.label ?? answer.trim();
}

/** What the request's answers tell of its contact, or null when they tell nothing. */
export function purchaserFromAnswers(
  form: PlanningForm,
  answers: Answers,
  contactEmail: string | null,
): PurchaserSuggestion | null {
  const given = (value: string | undefined) => value?.trim() || undefined;
  const found: PurchaserSuggestion = {
    fullName: given(
      personName(
        given(answerFor(form, answers, 'contactFirstName')),
        given(answerFor(form, answers, 'contactLastName')),
      ),
    ),
    relationship: relationshipOf(form, answers),
    ...addressOf(form, answers),
    phone: given(answerFor(form, answers, 'contactPhone')),
    email: given(answerFor(form, answers, 'contactEmail')) ?? given(contactEmail ?? undefined),
  };
  const suggestion = Object.fromEntries(
    Object.entries(found).filter(([, value]) => value !== undefined),
  ) as PurchaserSuggestion;
  return Object.keys(suggestion).length > 0 ? suggestion : null;
}

/** The purchaser the case's planning request suggests, or null for a case opened without one. */
export async function purchaserFromRequest(scope: TenantScope, caseId: number): Promise<PurchaserSuggestion | null> {
  const [request] = await scope
    .select({
      answers: planningSubmissions.fields,
      contactEmail: planningSubmissions.contactEmail,
      version: planningForms.version,
      sections: planningForms.sections,
    })
    .from(planningSubmissions, eq(planningSubmissions.caseId, caseId))
    .innerJoin(planningForms, and(eq(planningForms.id, planningSubmissions.formId), scope.owns(planningForms)))
    .limit(1);
  if (!request) return null;
  const form = { version: request.version, sections: request.sections };
  return purchaserFromAnswers(form, request.answers as Answers, request.contactEmail);
}
