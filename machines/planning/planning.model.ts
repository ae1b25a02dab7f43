import { emit, fromPromise, type EventObject } from 'xstate';
import type { PlanningSubmitResult } from '#contract/planning.ts';
import { defineModel, type BuiltInEvent } from '#machines/model-walk/machine-model.ts';
import {
  planningMachine,
  PLANNING_SUBMIT_ERROR,
  type PlanningEvent,
  type PlanningSnapshot,
} from './planning.machine.ts';
import { planningRules, refusedPlanningEvents } from './planning.model-rules.ts';
import { modelAddressBook, modelAnswers, modelForm, modelLocationId, modelResult } from './planning.model-form.ts';
import {
  caseStatusOf,
  currentSection,
  isCurrentSectionComplete,
  isFirstSection,
  isLastSection,
  isPlanComplete,
  type SubmitInput,
} from './planning.rules.ts';

/*
 * The planning machine's model (docs/decisions/0003), walked by `npm run test:model`, by
 * planning.test.ts and, gesture by gesture, in Chromium (tests/models/planning.spec.ts). The events
 * offered from each screen are exactly what its page lets a visitor do, so every path is one a
 * person can walk.
 */

/**
 * The submission never leaves the process: its result arrives as the event XState would send. The
 * screens shown and the toast are emitted, so the rules see them (the composition root navigates
 * and toasts instead).
 */
export const modelMachine = planningMachine.provide({
  actors: { submit: fromPromise<PlanningSubmitResult, SubmitInput>(() => new Promise(() => {})) },
  actions: {
    show: emit((_, params: { screen: string }) => ({ type: 'screen.shown', screen: params.screen }) as EventObject),
    notifySubmitFailed: emit({ type: 'toast.shown', title: PLANNING_SUBMIT_ERROR } as EventObject),
  },
});

export const modelInput = { form: modelForm, addressBook: modelAddressBook, sessionId: 'model-session' };

/** Typing an answer into the empty required field, or clearing it: what flips its section. */
const answerEvents = (snapshot: PlanningSnapshot): PlanningEvent[] => {
  const field = currentSection(snapshot.context).fields[0]!;
  const answer = modelAnswers[field.id]!;
  const value = isCurrentSectionComplete(snapshot.context) ? answer.empty : answer.valid;
  return [{ type: 'answers.change', answers: { [field.id]: value } }];
};

export function modelEvents(snapshot: PlanningSnapshot): Array<PlanningEvent | BuiltInEvent> {
  const { context } = snapshot;
  const keys = context.form.sections.map((section) => section.urlKey);
  if (snapshot.matches({ editing: 'planType' }))
    return [
      // Two plan types: one for oneself and one that is not (the third differs from the second in words only).
      { type: 'planType.choose', planType: 'pre-plan-self' },
      { type: 'planType.choose', planType: 'at-need' },
      { type: 'plan.clear' },
      // "Continue where you left off" links to the section the plan was on (which asks for a location first).
      ...(context.planType !== null ? [{ type: 'visit.section', urlKey: keys[context.sectionIndex]! } as const] : []),
    ];
  if (snapshot.matches({ editing: 'location' }))
    return [{ type: 'location.choose', locationId: modelLocationId }, { type: 'visit.start' }];
  if (snapshot.matches({ editing: 'answering' }))
    return [
      ...answerEvents(snapshot),
      { type: 'section.next' },
      // The first section's back link goes to the locations; the others step back.
      isFirstSection(context) ? { type: 'visit.locations' } : { type: 'section.previous' },
      { type: 'review.open' },
      // Once every answer is in, each section before the last links straight to the review.
      ...(isPlanComplete(context) && !isLastSection(context) ? [{ type: 'visit.review' } as const] : []),
    ];
  if (snapshot.matches({ editing: 'review' }))
    return [
      { type: 'submit' },
      { type: 'visit.start' },
      { type: 'visit.locations' },
      ...keys.map((urlKey) => ({ type: 'visit.section', urlKey }) as const),
    ];
  if (snapshot.matches('submitting'))
    return [
      {
        type: 'xstate.done.actor.submit',
        output: { ...modelResult, caseStatus: caseStatusOf(context) ?? 'PRE_PLAN' },
      },
      { type: 'xstate.error.actor.submit', error: new Error('503 Service Unavailable') },
    ];
  return [{ type: 'visit.start' }];
}

/**
 * What decides the guards: whether a plan type and a location are chosen, which section is active,
 * whether it and the whole plan are complete, whether the last attempt failed. All bounded.
 */
export const modelAbstract = (snapshot: PlanningSnapshot) => {
  const { context } = snapshot;
  return [
    context.planType !== null,
    context.locationId !== null,
    context.sectionIndex,
    isCurrentSectionComplete(context),
    isPlanComplete(context),
  ];
};

export const model = defineModel({
  name: 'planning',
  machine: modelMachine,
  input: modelInput,
  events: modelEvents,
  abstract: modelAbstract,
  rules: planningRules,
  refused: refusedPlanningEvents,
});
