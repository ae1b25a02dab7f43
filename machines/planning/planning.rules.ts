import type {
  AddressBook,
  AnswerValue,
  CaseStatus,
  PlanningForm,
  PlanningSection,
  PlanningSubmission,
  PlanType,
} from '#contract/planning.ts';
import { caseStatusFor } from '#contract/planning.ts';
import { answersSchema, isSectionComplete, type AnswerScope } from '#contract/planning-validation.ts';
import { idempotencyKeyFor } from './idempotency-key.ts';

/*
 * The pure rules behind the planning machine's guards and its submission, kept apart from the chart
 * so the chart reads as the spec §4 story and these read as rules.
 */

/** What the machine's guards and selectors read; PlanningContext has more. */
export interface PlanState {
  form: PlanningForm;
  addressBook: AddressBook;
  sessionId: string;
  /** Plans sent from this session so far; a new plan after a thank-you starts a new round of keys. */
  round: number;
  planType: PlanType | null;
  locationId: number | null;
  /** The active section, in form order. */
  sectionIndex: number;
  answers: Record<string, AnswerValue>;
}

/** Spec §4: AT_NEED for at-need, otherwise PRE_PLAN; nothing until a plan type is chosen. */
export const caseStatusOf = (plan: Pick<PlanState, 'planType'>): CaseStatus | null =>
  plan.planType ? caseStatusFor(plan.planType) : null;

export const scopeOf = (plan: PlanState): AnswerScope => ({
  // Before a plan type is chosen nothing is validated; PRE_PLAN is only a placeholder.
  caseStatus: caseStatusOf(plan) ?? 'PRE_PLAN',
  addressBook: plan.addressBook,
  answers: plan.answers,
});

export const sectionKeys = (plan: Pick<PlanState, 'form'>) => plan.form.sections.map((section) => section.urlKey);

export const currentSection = (plan: Pick<PlanState, 'form' | 'sectionIndex'>): PlanningSection =>
  plan.form.sections[plan.sectionIndex] ?? plan.form.sections[0]!;

export const isFirstSection = (plan: Pick<PlanState, 'sectionIndex'>) => plan.sectionIndex <= 0;
export const isLastSection = (plan: Pick<PlanState, 'form' | 'sectionIndex'>) =>
  plan.sectionIndex >= plan.form.sections.length - 1;

/** Started (spec §2): a plan type is chosen; the sections also need a location. */
export const hasPlanType = (plan: PlanState) => plan.planType !== null;
export const canAnswer = (plan: PlanState) => plan.planType !== null && plan.locationId !== null;

export const isCurrentSectionComplete = (plan: PlanState) => isSectionComplete(currentSection(plan), scopeOf(plan));

export const incompleteSections = (plan: PlanState): PlanningSection[] =>
  plan.form.sections.filter((section) => !isSectionComplete(section, scopeOf(plan)));

export const isPlanComplete = (plan: PlanState) => canAnswer(plan) && incompleteSections(plan).length === 0;

/** Anything worth clearing: a choice made or an answer given. */
export const hasProgress = (plan: PlanState) =>
  plan.planType !== null || plan.locationId !== null || Object.keys(plan.answers).length > 0;

export interface SubmitInput {
  submission: PlanningSubmission;
  /** Derived from what is sent: the same plan sent twice is one case, a changed one is another. */
  idempotencyKey: string;
}

/** Spec §3 submission of a complete plan: the visible answers, trimmed, as the server will check them. */
export function submitInputOf(plan: PlanState): SubmitInput {
  const caseStatus = caseStatusOf(plan);
  if (caseStatus === null || plan.locationId === null) throw new Error('A plan is submitted only once complete');
  const submission: PlanningSubmission = {
    locationId: plan.locationId,
    caseStatus,
    fields: answersSchema(plan.form, scopeOf(plan)).parse(plan.answers),
  };
  return { submission, idempotencyKey: idempotencyKeyFor(plan.sessionId, plan.round, submission) };
}
