import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PlanningSubmitResult } from '#contract/planning.ts';
import { stableJson } from '#contract/stable-json.ts';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { hash53, idempotencyKeyFor } from './idempotency-key.ts';
import { planningMachine, PLANNING_SUBMIT_ERROR, type PlanningScreen, type SavedPlan } from './planning.machine.ts';
import { model } from './planning.model.ts';
import { modelAddressBook, modelForm, modelLocationId, modelResult } from './planning.model-form.ts';
import { planningHeadings, sectionHeading } from './planning-headings.ts';
import {
  sameSubject,
  selectAnswers,
  selectCaseStatus,
  selectHeading,
  selectIncompleteSectionKeys,
  selectIsSubmitting,
  selectLocationId,
  selectPlanComplete,
  selectPlanType,
  selectProgress,
  selectResult,
  selectSavedPlan,
  selectScope,
  selectScreenPath,
  selectSection,
  selectSectionIndex,
  selectStarted,
  selectSubject,
  selectSubmitFailed,
  selectSubmitIssues,
} from './planning.selectors.ts';
import { submitInputOf } from './planning.rules.ts';
import { issuesOfFailure } from './submit-failure.ts';

/** A planning actor whose effects are recorded: screens shown, toasts, submissions. */
function start(saved?: SavedPlan) {
  const shown: PlanningScreen[] = [];
  const toasts: string[] = [];
  const submissions: unknown[] = [];
  let settle: { resolve(result: PlanningSubmitResult): void; reject(error: unknown): void } | undefined;
  const machine = planningMachine.provide({
    actions: {
      show: (_, { screen }) => shown.push(screen),
      notifySubmitFailed: () => toasts.push(PLANNING_SUBMIT_ERROR),
    },
    actors: {
      submit: fromPromise(
        ({ input }) =>
          new Promise<PlanningSubmitResult>((resolve, reject) => {
            submissions.push(input);
            settle = { resolve, reject };
          }),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { form: modelForm, addressBook: modelAddressBook, sessionId: 'session-1', saved },
  }).start();
  return {
    actor,
    shown,
    toasts,
    submissions,
    send: actor.send.bind(actor),
    snapshot: () => actor.getSnapshot(),
    settle: () => settle!,
  };
}

type Wizard = ReturnType<typeof start>;

const answerEverything = (wizard: Wizard) => {
  wizard.send({ type: 'planType.choose', planType: 'pre-plan-other' });
  wizard.send({ type: 'location.choose', locationId: modelLocationId });
  wizard.send({ type: 'answers.change', answers: { contactEmail: ' ruth@example.com ' } });
  wizard.send({ type: 'section.next' });
  wizard.send({ type: 'answers.change', answers: { firstName: 'Margaret' } });
  wizard.send({ type: 'section.next' });
  wizard.send({ type: 'answers.change', answers: { wishes: 'A garden service' } });
  wizard.send({ type: 'review.open' });
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('planning machine (spec §4)', () => {
  it('starts on the plan types, not started', () => {
    const wizard = start();
    expect(wizard.snapshot().value).toEqual({ editing: 'planType' });
    expect(selectStarted(wizard.snapshot())).toBe(false);
    expect(selectScreenPath(wizard.snapshot())).toBe('/plan-now');
  });

  it('moves from plan type to location to the first section, showing each screen', () => {
    const wizard = start();
    wizard.send({ type: 'planType.choose', planType: 'at-need' });
    expect(selectStarted(wizard.snapshot())).toBe(true);
    expect(selectScreenPath(wizard.snapshot())).toBe('/plan-now/locations');
    wizard.send({ type: 'location.choose', locationId: modelLocationId });
    expect(selectScreenPath(wizard.snapshot())).toBe('/plan-now/step/contact-information');
    expect(wizard.shown).toEqual(['location', 'section']);
  });

  it.each([
    ['pre-plan-self', 'PRE_PLAN'],
    ['pre-plan-other', 'PRE_PLAN'],
    ['at-need', 'AT_NEED'],
  ] as const)('derives case status %s → %s', (planType, status) => {
    const wizard = start();
    expect(selectCaseStatus(wizard.snapshot())).toBeNull();
    wizard.send({ type: 'planType.choose', planType });
    expect(selectCaseStatus(wizard.snapshot())).toBe(status);
  });

  it('blocks previous at the first section and next at the last', () => {
    const wizard = start();
    answerEverything(wizard);
    wizard.send({ type: 'visit.section', urlKey: 'contact-information' });
    expect(wizard.snapshot().can({ type: 'section.previous' })).toBe(false);
    wizard.send({ type: 'visit.section', urlKey: 'final-wishes' });
    expect(wizard.snapshot().can({ type: 'section.next' })).toBe(false);
    expect(wizard.snapshot().can({ type: 'section.previous' })).toBe(true);
    expect(wizard.snapshot().can({ type: 'review.open' })).toBe(true);
  });

  it('holds next until the section passes its field rules, keeping what was typed', () => {
    const wizard = start();
    wizard.send({ type: 'planType.choose', planType: 'pre-plan-self' });
    wizard.send({ type: 'location.choose', locationId: modelLocationId });
    wizard.send({ type: 'answers.change', answers: { contactEmail: 'not an email' } });
    wizard.send({ type: 'section.next' });
    expect(wizard.snapshot().context.sectionIndex).toBe(0);
    expect(wizard.snapshot().context.answers).toEqual({ contactEmail: 'not an email' });
    wizard.send({ type: 'answers.change', answers: { contactEmail: 'ruth@example.com' } });
    wizard.send({ type: 'section.next' });
    expect(selectScreenPath(wizard.snapshot())).toBe('/plan-now/step/decedent-details');
    expect(selectProgress(wizard.snapshot())).toEqual({ step: 2, total: 4 });
  });

  it('refuses screens the plan is not ready for', () => {
    const wizard = start();
    wizard.send({ type: 'visit.locations' });
    wizard.send({ type: 'visit.section', urlKey: 'final-wishes' });
    wizard.send({ type: 'visit.review' });
    expect(wizard.snapshot().value).toEqual({ editing: 'planType' });
    wizard.send({ type: 'planType.choose', planType: 'pre-plan-self' });
    wizard.send({ type: 'visit.section', urlKey: 'final-wishes' });
    expect(wizard.snapshot().value).toEqual({ editing: 'location' });
    wizard.send({ type: 'location.choose', locationId: modelLocationId });
    wizard.send({ type: 'visit.section', urlKey: 'no-such-section' });
    expect(selectScreenPath(wizard.snapshot())).toBe('/plan-now/step/contact-information');
  });

  it('follows the browser to any section, without showing it again', () => {
    const wizard = start();
    answerEverything(wizard);
    const shownBefore = wizard.shown.length;
    wizard.send({ type: 'visit.section', urlKey: 'decedent-details' });
    expect(selectScreenPath(wizard.snapshot())).toBe('/plan-now/step/decedent-details');
    expect(wizard.shown).toHaveLength(shownBefore);
  });

  it('submits locationId, the derived case status and the trimmed fields with a derived key', async () => {
    const wizard = start();
    answerEverything(wizard);
    wizard.send({ type: 'submit' });
    expect(wizard.snapshot().value).toBe('submitting');
    const submission = {
      locationId: modelLocationId,
      caseStatus: 'PRE_PLAN',
      fields: { contactEmail: 'ruth@example.com', firstName: 'Margaret', wishes: 'A garden service' },
    };
    expect(wizard.submissions).toEqual([{ submission, idempotencyKey: idempotencyKeyFor('session-1', 0, submission) }]);
    wizard.send({ type: 'submit' });
    expect(wizard.submissions).toHaveLength(1);
    wizard.settle().resolve(modelResult);
    await flush();
    expect(wizard.snapshot().value).toBe('submitted');
    expect(wizard.snapshot().context.result).toEqual(modelResult);
    expect(wizard.shown.at(-1)).toBe('thankYou');
    expect(selectSavedPlan(wizard.snapshot())).toBeNull();
  });

  it('on failure returns to the review with a toast, every answer kept, and retries with the same key', async () => {
    const wizard = start();
    answerEverything(wizard);
    const answers = wizard.snapshot().context.answers;
    wizard.send({ type: 'submit' });
    wizard.settle().reject(
      Object.assign(new Error('Unprocessable Content'), {
        issues: [{ path: 'fields.contactEmail', message: 'Please enter a valid email address' }],
      }),
    );
    await flush();
    expect(wizard.snapshot().value).toEqual({ editing: { review: 'failed' } });
    expect(wizard.toasts).toEqual(['There was an error submitting your planning form.']);
    expect(wizard.snapshot().context.answers).toBe(answers);
    expect(selectSubmitFailed(wizard.snapshot())).toBe(true);
    expect(wizard.snapshot().context.submitIssues).toEqual([
      { path: 'fields.contactEmail', message: 'Please enter a valid email address' },
    ]);
    wizard.send({ type: 'submit' });
    expect(selectSubmitFailed(wizard.snapshot())).toBe(false);
    const [first, second] = wizard.submissions as { idempotencyKey: string }[];
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('gives a changed plan a new key, and a new plan after a thank-you a new round', async () => {
    const wizard = start();
    answerEverything(wizard);
    wizard.send({ type: 'submit' });
    wizard.settle().reject(new Error('offline'));
    await flush();
    wizard.send({ type: 'visit.section', urlKey: 'final-wishes' });
    wizard.send({ type: 'answers.change', answers: { wishes: 'A quiet garden service' } });
    wizard.send({ type: 'review.open' });
    wizard.send({ type: 'submit' });
    const keys = (wizard.submissions as { idempotencyKey: string }[]).map((s) => s.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    wizard.settle().resolve(modelResult);
    await flush();
    wizard.send({ type: 'visit.start' });
    expect(wizard.snapshot().value).toEqual({ editing: 'planType' });
    expect(wizard.snapshot().context).toMatchObject({ round: 1, planType: null, answers: {}, result: null });
  });

  it('does not submit an incomplete plan, and lists the sections still to finish', () => {
    const wizard = start();
    wizard.send({ type: 'planType.choose', planType: 'pre-plan-self' });
    wizard.send({ type: 'location.choose', locationId: modelLocationId });
    wizard.send({ type: 'answers.change', answers: { contactEmail: 'ruth@example.com' } });
    wizard.send({ type: 'visit.review' });
    expect(selectIncompleteSectionKeys(wizard.snapshot())).toBe('decedent-details final-wishes');
    wizard.send({ type: 'submit' });
    expect(wizard.snapshot().value).toEqual({ editing: { review: 'ready' } });
    expect(wizard.submissions).toEqual([]);
  });

  it('restores a saved plan and clears it on request', () => {
    const saved: SavedPlan = {
      planType: 'at-need',
      locationId: modelLocationId,
      sectionIndex: 2,
      answers: { contactEmail: 'ruth@example.com' },
      round: 3,
    };
    const wizard = start(saved);
    expect(selectStarted(wizard.snapshot())).toBe(true);
    expect(selectSavedPlan(wizard.snapshot())).toEqual(saved);
    wizard.send({ type: 'visit.section', urlKey: 'final-wishes' });
    expect(wizard.snapshot().value).toEqual({ editing: 'answering' });
    wizard.send({ type: 'visit.start' });
    wizard.send({ type: 'plan.clear' });
    expect(wizard.snapshot().context).toMatchObject({ planType: null, locationId: null, answers: {}, round: 4 });
    // Nothing is kept of a cleared plan: the next visit starts afresh, with a new session.
    expect(selectSavedPlan(wizard.snapshot())).toBeNull();
    expect(wizard.snapshot().can({ type: 'plan.clear' })).toBe(false);
  });
});

describe('planning selectors', () => {
  it('name the route of every screen, through the review, the sending and the thank-you', async () => {
    const wizard = start();
    answerEverything(wizard);
    expect(selectScreenPath(wizard.snapshot())).toBe('/plan-now/review');
    expect(selectProgress(wizard.snapshot())).toEqual({ step: 4, total: 4 });
    wizard.send({ type: 'submit' });
    expect(selectScreenPath(wizard.snapshot())).toBe('/plan-now/review');
    expect(selectIsSubmitting(wizard.snapshot())).toBe(true);
    expect(selectStarted(wizard.snapshot())).toBe(true);
    wizard.settle().resolve(modelResult);
    await flush();
    expect(selectScreenPath(wizard.snapshot())).toBe('/plan-now/thank-you');
    expect(selectIsSubmitting(wizard.snapshot())).toBe(false);
    expect(selectStarted(wizard.snapshot())).toBe(false);
    expect(selectResult(wizard.snapshot())).toEqual(modelResult);
  });

  it('read the choices, answers and section of the plan', () => {
    const wizard = start();
    expect(selectPlanType(wizard.snapshot())).toBeNull();
    expect(selectLocationId(wizard.snapshot())).toBeNull();
    expect(selectResult(wizard.snapshot())).toBeNull();
    wizard.send({ type: 'planType.choose', planType: 'at-need' });
    wizard.send({ type: 'location.choose', locationId: modelLocationId });
    wizard.send({ type: 'answers.change', answers: { contactEmail: 'ruth@example.com' } });
    wizard.send({ type: 'section.next' });
    const snapshot = wizard.snapshot();
    expect(selectPlanType(snapshot)).toBe('at-need');
    expect(selectLocationId(snapshot)).toBe(modelLocationId);
    expect(selectAnswers(snapshot)).toEqual({ contactEmail: 'ruth@example.com' });
    expect(selectSectionIndex(snapshot)).toBe(1);
    expect(selectSection(snapshot).urlKey).toBe('decedent-details');
    expect(selectPlanComplete(snapshot)).toBe(false);
    expect(selectScope(snapshot)).toEqual({
      caseStatus: 'AT_NEED',
      addressBook: modelAddressBook,
      answers: { contactEmail: 'ruth@example.com' },
    });
    answerEverything(wizard);
    expect(selectPlanComplete(wizard.snapshot())).toBe(true);
  });

  it('say that the last sending failed while the review is shown, and its field problems until the answers change', async () => {
    const wizard = start();
    expect(selectSubmitFailed(wizard.snapshot())).toBe(false);
    expect(selectSubmitIssues(wizard.snapshot())).toEqual([]);
    answerEverything(wizard);
    wizard.send({ type: 'submit' });
    const issue = { path: 'fields.wishes', message: 'Cannot exceed 500 characters' };
    wizard.settle().reject(Object.assign(new Error('Unprocessable Content'), { issues: [issue] }));
    await flush();
    expect(selectSubmitFailed(wizard.snapshot())).toBe(true);
    expect(selectSubmitIssues(wizard.snapshot())).toEqual([issue]);
    wizard.send({ type: 'visit.section', urlKey: 'final-wishes' });
    expect(selectSubmitFailed(wizard.snapshot())).toBe(false);
    expect(selectSubmitIssues(wizard.snapshot())).toEqual([issue]);
    wizard.send({ type: 'answers.change', answers: { wishes: 'Short' } });
    expect(selectSubmitIssues(wizard.snapshot())).toEqual([]);
  });

  it('forget a failed sending when the plan is cleared', async () => {
    const wizard = start();
    answerEverything(wizard);
    wizard.send({ type: 'submit' });
    wizard.settle().reject(new Error('offline'));
    await flush();
    wizard.send({ type: 'visit.start' });
    wizard.send({ type: 'plan.clear' });
    expect(selectSubmitFailed(wizard.snapshot())).toBe(false);
    expect(selectSubmitIssues(wizard.snapshot())).toEqual([]);
  });

  it('speak of "your" plan and its heading when planning for oneself', () => {
    const wizard = start();
    wizard.send({ type: 'planType.choose', planType: 'pre-plan-self' });
    wizard.send({ type: 'location.choose', locationId: modelLocationId });
    expect(selectSubject(wizard.snapshot())).toEqual({ self: true, firstName: undefined });
    wizard.send({ type: 'answers.change', answers: { contactEmail: 'ruth@example.com' } });
    wizard.send({ type: 'section.next' });
    expect(selectHeading(wizard.snapshot())).toBe("Now let's add information for your pre-plan");
  });

  it('call two subjects the same only when both their words match', () => {
    expect(sameSubject({ self: false, firstName: 'Ann' }, { self: false, firstName: 'Ann' })).toBe(true);
    expect(sameSubject({ self: true }, { self: true })).toBe(true);
    expect(sameSubject({ self: true }, { self: false })).toBe(false);
    expect(sameSubject({ self: false, firstName: 'Ann' }, { self: false, firstName: 'Bo' })).toBe(false);
    expect(sameSubject({ self: false, firstName: 'Ann' }, { self: true, firstName: 'Bo' })).toBe(false);
  });
});

describe('restoring and clearing a plan', () => {
  const saved = (change: Partial<SavedPlan>): SavedPlan => ({
    planType: 'at-need',
    locationId: modelLocationId,
    sectionIndex: 0,
    answers: {},
    round: 0,
    ...change,
  });

  it.each([
    [0, 0],
    [1, 1],
    [99, 2],
    [-3, 0],
  ])('restores section %i as section %i of the three', (sectionIndex, restored) => {
    expect(selectSectionIndex(start(saved({ sectionIndex })).snapshot())).toBe(restored);
  });

  it('offers clearing once a plan type is chosen, or answers were kept without one', () => {
    const wizard = start();
    wizard.send({ type: 'planType.choose', planType: 'at-need' });
    wizard.send({ type: 'visit.start' });
    expect(wizard.snapshot().can({ type: 'plan.clear' })).toBe(true);
    const answersOnly = start(saved({ planType: null, answers: { contactEmail: 'ruth@example.com' } }));
    expect(answersOnly.snapshot().can({ type: 'plan.clear' })).toBe(true);
  });

  it('keeps nothing in the browser until something is chosen or typed', () => {
    const wizard = start();
    expect(selectSavedPlan(wizard.snapshot())).toBeNull();
    wizard.send({ type: 'planType.choose', planType: 'pre-plan-self' });
    expect(selectSavedPlan(wizard.snapshot())).toEqual(saved({ planType: 'pre-plan-self', locationId: null }));
    const answersOnly = saved({ planType: null, locationId: null, answers: { contactEmail: 'ruth@example.com' } });
    expect(selectSavedPlan(start(answersOnly).snapshot())).toEqual(answersOnly);
  });

  it('never builds a submission from an incomplete plan', () => {
    const wizard = start();
    expect(() => submitInputOf(wizard.snapshot().context)).toThrow('A plan is submitted only once complete');
  });
});

describe('issuesOfFailure', () => {
  it('reads the field problems of a 422 and drops what is not one', () => {
    const issue = { path: 'fields.contactEmail', message: 'Please enter a valid email address' };
    const error = Object.assign(new Error('Unprocessable Content'), { issues: [issue, { path: 3 }, 'x'] });
    expect(issuesOfFailure(error)).toEqual([issue]);
  });

  it.each([null, undefined, 'offline', new Error('offline'), { issues: 'none' }])(
    'finds no field problems in %j',
    (error) => {
      expect(issuesOfFailure(error)).toEqual([]);
    },
  );
});

describe('planning headings and words (spec §2)', () => {
  const [contact, decedent, wishes] = modelForm.sections;

  it('uses the spec headings by section', () => {
    expect(sectionHeading(contact!, false)).toBe('Tell us about yourself');
    expect(sectionHeading(decedent!, true)).toBe("Now let's add information for your pre-plan");
    expect(sectionHeading(decedent!, false)).toBe("Now let's add information for whom we're planning for");
    expect(sectionHeading({ ...wishes!, name: 'Military' }, false)).toBe('Military');
    expect(sectionHeading({ ...wishes!, name: 'Education + Profession' }, true)).toBe('Education + Profession');
    expect(sectionHeading({ ...wishes!, name: 'Additional Family' }, true)).toBe('Additional Family');
    expect(sectionHeading(wishes!, false)).toBe(planningHeadings.wrapUp);
    expect(sectionHeading({ ...contact!, name: ' Contact Information ' }, false)).toBe('Tell us about yourself');
  });

  it('speaks of "your" plan for oneself, else of the decedent by first name once known', () => {
    const wizard = start();
    wizard.send({ type: 'planType.choose', planType: 'pre-plan-other' });
    wizard.send({ type: 'location.choose', locationId: modelLocationId });
    expect(selectSubject(wizard.snapshot())).toEqual({ self: false, firstName: undefined });
    wizard.send({ type: 'answers.change', answers: { firstName: ' Margaret ' } });
    expect(selectSubject(wizard.snapshot())).toEqual({ self: false, firstName: 'Margaret' });
    wizard.send({ type: 'answers.change', answers: { contactEmail: 'ruth@example.com' } });
    wizard.send({ type: 'section.next' });
    expect(selectHeading(wizard.snapshot())).toBe("Now let's add information for whom we're planning for");
  });
});

describe('idempotency keys', () => {
  it('are the same for the same plan, whatever the key order, and differ when anything changes', () => {
    const a = { locationId: 1, caseStatus: 'PRE_PLAN', fields: { x: '1', y: { b: 2, a: 1 } } };
    const b = { fields: { y: { a: 1, b: 2 }, x: '1' }, caseStatus: 'PRE_PLAN', locationId: 1 };
    expect(stableJson(a)).toBe(stableJson(b));
    expect(idempotencyKeyFor('s', 0, a)).toBe(idempotencyKeyFor('s', 0, b));
    expect(idempotencyKeyFor('s', 0, a)).not.toBe(idempotencyKeyFor('s', 1, a));
    expect(idempotencyKeyFor('s', 0, a)).not.toBe(idempotencyKeyFor('s', 0, { ...a, locationId: 2 }));
    expect(idempotencyKeyFor('s', 0, a)).toMatch(/^plan-s-0-[0-9a-z]+$/);
  });

  it('hash with cyrb53, giving its published values (in base 36)', () => {
    expect(parseInt(hash53('a'), 36)).toBe(7929297801672961);
    expect(parseInt(hash53('b'), 36)).toBe(8684336938537663);
    expect(parseInt(hash53('revenge'), 36)).toBe(4051478007546757);
    expect(parseInt(hash53('revenue'), 36)).toBe(8309097637345594);
  });
});

describeModelWalk(model);
