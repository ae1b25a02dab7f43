import type { PlanningSection } from '#contract/planning.ts';
import { answerFor, type PossessiveSubject } from '#contract/planning-text.ts';
import type { PlanningContext, PlanningScreen, PlanningSnapshot, SavedPlan } from './planning.machine.ts';
import { sectionHeading } from './planning-headings.ts';
import {
  caseStatusOf,
  currentSection,
  hasProgress,
  incompleteSections,
  isPlanComplete,
  scopeOf,
} from './planning.rules.ts';

/*
 * Narrow reads of the planning snapshot for the views (each returns a stable value or a primitive,
 * safe for useSelector). Everything here is derived: nothing is stored twice.
 */

export const selectScreen = (snapshot: PlanningSnapshot): PlanningScreen => {
  if (snapshot.matches('submitted')) return 'thankYou';
  if (snapshot.matches('submitting') || snapshot.matches({ editing: 'review' })) return 'review';
  if (snapshot.matches({ editing: 'answering' })) return 'section';
  if (snapshot.matches({ editing: 'location' })) return 'location';
  return 'planType';
};

/** The route of a screen for a context: the section's own /plan-now/step/{urlKey}. */
export function screenPath(screen: PlanningScreen, context: Pick<PlanningContext, 'form' | 'sectionIndex'>): string {
  switch (screen) {
    case 'planType':
      return '/plan-now';
    case 'location':
      return '/plan-now/locations';
    case 'section':
      return `/plan-now/step/${currentSection(context).urlKey}`;
    case 'review':
      return '/plan-now/review';
    case 'thankYou':
      return '/plan-now/thank-you';
  }
}

export const selectScreenPath = (snapshot: PlanningSnapshot) => screenPath(selectScreen(snapshot), snapshot.context);

/** Spec §2 "requires planning started": a plan type has been chosen (and not yet sent). */
export const selectStarted = (snapshot: PlanningSnapshot) =>
  snapshot.matches('editing') || snapshot.matches('submitting') ? snapshot.context.planType !== null : false;

export const selectPlanType = (snapshot: PlanningSnapshot) => snapshot.context.planType;
export const selectLocationId = (snapshot: PlanningSnapshot) => snapshot.context.locationId;
export const selectAnswers = (snapshot: PlanningSnapshot) => snapshot.context.answers;
export const selectCaseStatus = (snapshot: PlanningSnapshot) => caseStatusOf(snapshot.context);
export const selectIsSubmitting = (snapshot: PlanningSnapshot) => snapshot.matches('submitting');
/** The last sending failed: the review says so (the toast said it once). */
export const selectSubmitFailed = (snapshot: PlanningSnapshot) => snapshot.matches({ editing: { review: 'failed' } });
export const selectSubmitIssues = (snapshot: PlanningSnapshot) => snapshot.context.submitIssues;
export const selectResult = (snapshot: PlanningSnapshot) => snapshot.context.result;
export const selectPlanComplete = (snapshot: PlanningSnapshot) => isPlanComplete(snapshot.context);
export const selectSectionIndex = (snapshot: PlanningSnapshot) => snapshot.context.sectionIndex;
export const selectSection = (snapshot: PlanningSnapshot): PlanningSection => currentSection(snapshot.context);

/** Keys of the sections whose answers do not pass yet, in form order (a new string when it changes). */
export const selectIncompleteSectionKeys = (snapshot: PlanningSnapshot): string =>
  incompleteSections(snapshot.context)
    .map((section) => section.urlKey)
    .join(' ');

/** Spec §2 possessive: whose plan the words speak of. */
export const selectSubject = (snapshot: PlanningSnapshot): PossessiveSubject => ({
  self: snapshot.context.planType === 'pre-plan-self',
  firstName: answerFor(snapshot.context.form, snapshot.context.answers, 'decedentFirstName'),
});

/** For useSelector's compare: a new subject object only matters when its words change. */
export const sameSubject = (a: PossessiveSubject, b: PossessiveSubject) =>
  a.self === b.self && a.firstName === b.firstName;

export const selectHeading = (snapshot: PlanningSnapshot): string =>
  sectionHeading(selectSection(snapshot), snapshot.context.planType === 'pre-plan-self');

/** The steps are the sections, then the review. */
export const selectProgress = (snapshot: PlanningSnapshot): { step: number; total: number } => {
  const total = snapshot.context.form.sections.length + 1;
  return { step: selectScreen(snapshot) === 'section' ? snapshot.context.sectionIndex + 1 : total, total };
};

/** Validation scope of the current answers (for the forms' field rules). */
export const selectScope = (snapshot: PlanningSnapshot) => scopeOf(snapshot.context);

/**
 * What the browser keeps: nothing once the plan is sent (it is forgotten), nor while it is empty
 * (nothing chosen or typed yet, or just cleared). A kept plan is one the first screen greets with
 * "Welcome back"; without one, /plan-now paints before the wizard has loaded (decision 0031).
 */
export const selectSavedPlan = (snapshot: PlanningSnapshot): SavedPlan | null => {
  if (snapshot.matches('submitted') || !hasProgress(snapshot.context)) return null;
  const { planType, locationId, sectionIndex, answers, round } = snapshot.context;
  return { planType, locationId, sectionIndex, answers, round };
};
