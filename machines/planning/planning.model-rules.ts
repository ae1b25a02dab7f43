import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type { PlanningEvent, PlanningMachine, PlanningSnapshot } from './planning.machine.ts';
import type { SubmitInput } from './planning.rules.ts';

/*
 * Spec §4/§8 planning rules, written apart from the machine for the model form (three sections):
 * sections in order, next and previous blocked at the ends, AT_NEED for at-need and PRE_PLAN
 * otherwise, the thank-you page after a submit, and the error toast's exact words on a failure.
 * Checked after every step of every walked path (planning.model.ts).
 */

/** The model form's sections, in the order the company gave them (planning.model-form.ts). */
const ORDER = ['contact-information', 'decedent-details', 'final-wishes'];
const ERROR_TOAST = 'There was an error submitting your planning form.';

/** What the model's effects report (planning.model.ts provides `show` and `notifySubmitFailed` as emits). */
export type PlanningEmitted = { type: 'screen.shown'; screen: string } | { type: 'toast.shown'; title: string };

const valueOf = (snapshot: PlanningSnapshot) => JSON.stringify(snapshot.value);
const submitted = (snapshot: PlanningSnapshot) =>
  (snapshot.children as { submit?: { getSnapshot(): { input?: SubmitInput } } }).submit?.getSnapshot().input;

export function planningRules({ before, event, after, emitted }: WalkStep<PlanningMachine>): void {
  const { context } = after;
  const keys = context.form.sections.map((section) => section.urlKey);
  rule(JSON.stringify(keys) === JSON.stringify(ORDER), 'the sections keep the form order');
  rule(context.sectionIndex >= 0 && context.sectionIndex < ORDER.length, 'the section is one of the form');

  const shown = emitted.flatMap((e) => (e.type === 'screen.shown' ? [String(e.screen)] : []));
  const toasts = emitted.flatMap((e) => (e.type === 'toast.shown' ? [String(e.title)] : []));

  // Spec §4: AT_NEED for the at-need plan type, otherwise PRE_PLAN, in what is sent.
  const sending = submitted(after);
  if (sending) {
    const want = context.planType === 'at-need' ? 'AT_NEED' : 'PRE_PLAN';
    rule(sending.submission.caseStatus === want, `${context.planType} is sent as ${want}`);
    rule(sending.submission.locationId === context.locationId, 'the chosen location is sent');
  }

  if (!before || !event) return;
  const sent = event as PlanningEvent | { type: string };
  const from = before.context.sectionIndex;
  if (sent.type === 'section.next') {
    rule(from < ORDER.length - 1, 'next is blocked at the last section');
    rule(context.sectionIndex === from + 1, 'next goes to the following section');
    rule(shown.join() === 'section', 'next shows the section');
  }
  if (sent.type === 'section.previous') {
    rule(from > 0, 'previous is blocked at the first section');
    rule(context.sectionIndex === from - 1, 'previous goes to the section before');
  }
  if (sent.type === 'review.open') rule(from === ORDER.length - 1, 'the review follows the last section');
  if (sent.type === 'xstate.done.actor.submit') {
    rule(valueOf(after) === '"submitted"', 'a sent plan is done');
    rule(shown.join() === 'thankYou', 'after submit the wizard goes to the thank-you page');
    rule(toasts.length === 0, 'no error toast on success');
  } else if (sent.type === 'xstate.error.actor.submit') {
    rule(
      valueOf(after) === '{"editing":{"review":"failed"}}',
      'a failed submit goes back to the review, which says so',
    );
    rule(toasts.join() === ERROR_TOAST, `a failed submit toasts "${ERROR_TOAST}"`);
    rule(JSON.stringify(context.answers) === JSON.stringify(before.context.answers), 'every answer is kept');
  } else {
    rule(toasts.length === 0, 'only a failed submit toasts');
  }
}

/** What the wizard must refuse where it is: stepping past the ends, skipping ahead, submitting early or twice. */
export function refusedPlanningEvents(snapshot: PlanningSnapshot): PlanningEvent[] {
  const { context } = snapshot;
  const value = valueOf(snapshot);
  const step: PlanningEvent[] = [{ type: 'section.next' }, { type: 'section.previous' }, { type: 'review.open' }];
  const unknownSection = { type: 'visit.section', urlKey: 'no-such-section' } as const;
  if (value === '{"editing":"planType"}')
    return [
      ...step,
      { type: 'submit' },
      { type: 'location.choose', locationId: 7 },
      ...(context.planType === null ? [{ type: 'visit.locations' } as const, { type: 'visit.review' } as const] : []),
    ];
  if (value === '{"editing":"location"}')
    return [...step, { type: 'submit' }, { type: 'planType.choose', planType: 'at-need' }];
  if (value === '{"editing":"answering"}')
    return [
      { type: 'submit' },
      unknownSection,
      ...(context.sectionIndex === 0 ? [{ type: 'section.previous' } as const] : []),
      ...(context.sectionIndex === ORDER.length - 1 ? [{ type: 'section.next' } as const] : []),
      ...(context.sectionIndex < ORDER.length - 1 ? [{ type: 'review.open' } as const] : []),
    ];
  if (value.startsWith('{"editing":{"review"')) return [...step, unknownSection];
  // Submitting and submitted: nothing but the thank-you page's "start again" (when submitted).
  return [
    ...step,
    { type: 'submit' },
    { type: 'planType.choose', planType: 'at-need' },
    { type: 'answers.change', answers: { wishes: 'Changed later' } },
    { type: 'visit.review' },
    ...(value === '"submitting"' ? [{ type: 'visit.start' } as const] : []),
  ];
}
