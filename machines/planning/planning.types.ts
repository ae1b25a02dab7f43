import type { ApiIssue } from '#contract/errors.ts';
import type { PlanState } from './planning.rules.ts';
import type { AddressBook, Answers, PlanningForm, PlanningSubmitResult, PlanType } from '#contract/planning.ts';

/* The planning machine's input, context and events, and the contexts a plan starts from (planning.machine.ts charts them). */

/** What this browser keeps of a plan between visits (until it is sent). */
export interface SavedPlan {
  planType: PlanType | null;
  locationId: number | null;
  sectionIndex: number;
  answers: Answers;
  round: number;
}

export interface PlanningInput {
  /** The company's sections and field definitions (GET /api/web/planning/fields). */
  form: PlanningForm;
  addressBook: AddressBook;
  /** Random per plan session (made by the composition root, kept with the saved plan). */
  sessionId: string;
  saved?: SavedPlan | undefined;
}

export interface PlanningContext extends PlanState {
  /** Field problems the server reported (spec §5 messages at `fields.<id>`). */
  submitIssues: ApiIssue[];
  result: PlanningSubmitResult | null;
}

/** The screens the wizard shows; each has its own /plan-now route. */
export type PlanningScreen = 'planType' | 'location' | 'section' | 'review' | 'thankYou';

export type PlanningEvent =
  // What the visitor does on a screen.
  | { type: 'planType.choose'; planType: PlanType }
  | { type: 'location.choose'; locationId: number }
  | { type: 'answers.change'; answers: Answers }
  | { type: 'section.next' }
  | { type: 'section.previous' }
  | { type: 'review.open' }
  | { type: 'submit' }
  | { type: 'plan.clear' }
  // Where the browser went (a link, Back/Forward, a reload, a typed address): the routes report it.
  | { type: 'visit.start' }
  | { type: 'visit.locations' }
  | { type: 'visit.section'; urlKey: string }
  | { type: 'visit.review' };

/** The context a plan starts with: a saved plan's, or an empty one. */
export const fresh = (input: PlanningInput): PlanningContext => ({
  form: input.form,
  addressBook: input.addressBook,
  sessionId: input.sessionId,
  round: input.saved?.round ?? 0,
  planType: input.saved?.planType ?? null,
  locationId: input.saved?.planType ? (input.saved.locationId ?? null) : null,
  sectionIndex: Math.min(Math.max(input.saved?.sectionIndex ?? 0, 0), input.form.sections.length - 1),
  answers: { ...input.saved?.answers },
  submitIssues: [],
  result: null,
});

/** A new plan after one was sent or cleared: the next round of keys, nothing answered. */
export const emptyPlan = (context: PlanningContext): PlanningContext => ({
  ...context,
  round: context.round + 1,
  planType: null,
  locationId: null,
  sectionIndex: 0,
  answers: {},
  submitIssues: [],
  result: null,
});
