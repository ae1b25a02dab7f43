import { z } from 'zod';
import type { ApiIssue } from '#contract/errors.ts';
import { caseReference, type PlanningSubmission, type PlanningSubmitResult } from '#contract/planning.ts';
import { answerFor, personName } from '#contract/planning-text.ts';
import { nameSlug } from '#contract/name-fold.ts';
import { answersSchema } from '#contract/planning-validation.ts';
import { toApiIssues } from '#contract/validation-messages.ts';
import { cases, planningSubmissions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import {
  findIdempotentAnswer,
  fingerprintOf,
  runIdempotent,
  type IdempotencyClaim,
} from '#server/services/idempotency.ts';
import { consumeLimits } from '#server/services/rate-limit.ts';
import { rateLimits } from '#server/services/rate-limit-rules.ts';
import { loadLocations } from '#server/services/render-context.ts';
import { companySiteUrl } from '#server/services/site-url.ts';
import { staffNotificationRecipients } from '#server/services/staff-notification-recipients.ts';
import { loadAddressBook } from './address-book.ts';
import { planningMails } from './planning-mails.ts';
import { loadPlanningForm } from './planning-form.ts';
import type { MailingDeps } from '#server/services/mailing-deps.ts';

export type PlanningDeps = MailingDeps;

export type SubmitOutcome =
  | { kind: 'no-form' }
  | { kind: 'invalid'; issues: ApiIssue[] }
  /** The Idempotency-Key was used before for a different submission. */
  | { kind: 'key-reused' }
  /** Too many plans from this address or to this contact email (rate-limit-rules.ts). */
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'done'; status: number; result: PlanningSubmitResult; replayed: boolean };

export const PLANNING_SUBMIT_SCOPE = 'planning.submit';

async function loadFacts(tenant: TenantScope) {
  const [stored, locationList, addressBook, company, siteUrl] = await Promise.all([
    loadPlanningForm(tenant),
    loadLocations(tenant),
    loadAddressBook(tenant),
    tenant.company(),
    companySiteUrl(tenant),
  ]);
  return { stored, locationList, addressBook, company, siteUrl };
}

/** The limits a plan counts against: its client address (group) and, when given, its contact email. */
function planningLimitTargets(clientAddress: string, contactEmail: string | undefined) {
  const recipient = contactEmail?.trim().toLowerCase();
  return [
    { rule: rateLimits.planningPerAddress, subject: clientAddress },
    ...(recipient ? [{ rule: rateLimits.planningPerRecipient, subject: recipient }] : []),
  ];
}

/**
 * POST /api/web/planning/submit (spec §3, §7): checks the answers against the company's own field
 * definitions (the rules the browser used), counts the plan against its limits (a repeat of a sent
 * plan and answers refused as invalid send nothing, so they are not counted), then in one
 * transaction creates the case with its status and the submission and queues the two mails; the
 * mails leave after the commit.
 */
export async function submitPlanning(
  deps: PlanningDeps,
  tenant: TenantScope,
  submission: PlanningSubmission,
  idempotencyKey: string | undefined,
  /** The client's address group (http/client-address.ts addressGroup): what per-address limits count. */
  clientAddress: string,
): Promise<SubmitOutcome> {
  const now = deps.clock.now();
  const claim: IdempotencyClaim | null = idempotencyKey
    ? { scope: PLANNING_SUBMIT_SCOPE, key: idempotencyKey, fingerprint: fingerprintOf(submission) }
    : null;
  // A repeat is answered as first answered, even if the form has changed since.
  if (claim) {
    const earlier = await findIdempotentAnswer<PlanningSubmitResult>(tenant, claim, now);
    if (earlier) return outcomeOf(earlier);
  }

  const { stored, locationList, addressBook, company, siteUrl } = await loadFacts(tenant);
  if (!stored || !company) return { kind: 'no-form' };
  const ids = locationList.map((location) => location.id);
  const checked = z
    .object({
      locationId: ids.length > 0 ? z.literal(ids) : z.never(),
      fields: answersSchema(stored.form, {
        caseStatus: submission.caseStatus,
        addressBook,
        answers: submission.fields,
      }),
    })
    .safeParse({ locationId: submission.locationId, fields: submission.fields });
  if (!checked.success) return { kind: 'invalid', issues: toApiIssues(checked.error) };

  const fields = checked.data.fields as Record<string, unknown>;
  const answers = fields as Record<string, never>;
  const location = locationList.find((item) => item.id === submission.locationId)!;
  const contactEmail = answerFor(stored.form, answers, 'contactEmail');
  const limited = await consumeLimits(tenant, planningLimitTargets(clientAddress, contactEmail), now);
  if (!limited.allowed) return { kind: 'throttled', retryAfterSeconds: limited.retryAfterSeconds };
  const staffRecipients = await staffNotificationRecipients(tenant, location.email);
  const decedentName =
    personName(
      answerFor(stored.form, answers, 'decedentFirstName'),
      answerFor(stored.form, answers, 'decedentLastName'),
    ) ?? '';

  const outcome = await runIdempotent<PlanningSubmitResult>(tenant, claim, now, async (tx) => {
    const [created] = await tx
      .insert(cases, {
        locationId: location.id,
        status: submission.caseStatus,
        decedentName,
        nameSlug: nameSlug(decedentName),
      })
      .returning({ id: cases.id, status: cases.status, locationId: cases.locationId });
    const [saved] = await tx
      .insert(planningSubmissions, {
        caseId: created!.id,
        formId: stored.id,
        locationId: location.id,
        caseStatus: submission.caseStatus,
        fields,
        contactEmail: contactEmail ?? '',
      })
      .returning({ id: planningSubmissions.id });
    await enqueueMails(
      tx,
      planningMails({
        companyName: company.name,
        companyPhone: company.phoneNumber,
        siteUrl,
        location,
        staffRecipients,
        form: stored.form,
        addressBook,
        caseId: created!.id,
        caseStatus: created!.status,
        fields,
      }),
    );
    const result: PlanningSubmitResult = {
      submissionId: saved!.id,
      caseId: created!.id,
      caseStatus: created!.status,
      locationId: created!.locationId,
      reference: caseReference(created!.id),
    };
    return { status: 201, body: result };
  });
  if (outcome.kind === 'done' && !outcome.replayed) deps.mail.kick();
  return outcomeOf(outcome);
}

function outcomeOf(outcome: Awaited<ReturnType<typeof runIdempotent<PlanningSubmitResult>>>): SubmitOutcome {
  if (outcome.kind === 'mismatch') return { kind: 'key-reused' };
  return { kind: 'done', status: outcome.answer.status, result: outcome.answer.body, replayed: outcome.replayed };
}
