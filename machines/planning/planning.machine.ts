import { and, assertEvent, assign, fromPromise, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PlanningSubmitResult } from '#contract/planning.ts';
import { issuesOfFailure } from './submit-failure.ts';
import {
  canAnswer,
  hasPlanType,
  hasProgress,
  isCurrentSectionComplete,
  isFirstSection,
  isLastSection,
  isPlanComplete,
  sectionKeys,
  submitInputOf,
  type SubmitInput,
} from './planning.rules.ts';
import {
  emptyPlan,
  fresh,
  type PlanningContext,
  type PlanningEvent,
  type PlanningInput,
  type PlanningScreen,
} from './planning.types.ts';

/** Spec §8: the toast shown when a submission fails. */
export const PLANNING_SUBMIT_ERROR = 'There was an error submitting your planning form.';

export type { PlanningContext, PlanningEvent, PlanningInput, PlanningScreen, SavedPlan } from './planning.types.ts';

/**
 * Spec §4 planning: a plan type, a location, the company's sections in order (next and previous
 * blocked at the ends, next also until the section's answers pass), a review, and a submit that
 * ends on the thank-you page or, failing, back on the review with every answer kept and a toast.
 * Screens change through the `show` action (the composition root navigates); where the browser
 * went on its own arrives as `visit.*`, accepted only when the plan allows that screen.
 */
export const planningMachine = setup({
  types: {
    input: {} as PlanningInput,
    context: {} as PlanningContext,
    events: {} as PlanningEvent,
  },
  actors: {
    // Provided by the composition root: POST /api/web/planning/submit with the Idempotency-Key.
    submit: fromPromise<PlanningSubmitResult, SubmitInput>(() => Promise.reject(new Error('submit not provided'))),
  },
  actions: {
    /** Navigate to a screen's route, unless the browser is there already. */
    show: (_, _params: { screen: PlanningScreen }) => {},
    /** Spec §8: the error toast. */
    notifySubmitFailed: () => {},
    choosePlanType: assign(({ event }) => {
      assertEvent(event, 'planType.choose');
      return { planType: event.planType };
    }),
    chooseLocation: assign(({ event }) => {
      assertEvent(event, 'location.choose');
      return { locationId: event.locationId, sectionIndex: 0 };
    }),
    mergeAnswers: assign(({ context, event }) => {
      assertEvent(event, 'answers.change');
      return { answers: { ...context.answers, ...event.answers }, submitIssues: [] };
    }),
    nextSection: assign(({ context }) => ({ sectionIndex: context.sectionIndex + 1 })),
    previousSection: assign(({ context }) => ({ sectionIndex: context.sectionIndex - 1 })),
    activateSection: assign(({ context, event }) => {
      assertEvent(event, 'visit.section');
      return { sectionIndex: sectionKeys(context).indexOf(event.urlKey) };
    }),
    startSubmit: assign({ submitIssues: [] }),
    clearPlan: assign(({ context }) => emptyPlan(context)),
  },
  guards: {
    hasPlanType: ({ context }) => hasPlanType(context),
    canAnswer: ({ context }) => canAnswer(context),
    isKnownSection: ({ context, event }) => {
      assertEvent(event, 'visit.section');
      return sectionKeys(context).includes(event.urlKey);
    },
    isFirstSection: ({ context }) => isFirstSection(context),
    isLastSection: ({ context }) => isLastSection(context),
    isSectionComplete: ({ context }) => isCurrentSectionComplete(context),
    isPlanComplete: ({ context }) => isPlanComplete(context),
    hasProgress: ({ context }) => hasProgress(context),
  },
}).createMachine({
  id: 'planning',
  context: ({ input }) => fresh(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'planType',
      on: {
        'visit.start': { target: '.planType' },
        'visit.locations': { guard: 'hasPlanType', target: '.location' },
        'visit.section': [
          { guard: and(['canAnswer', 'isKnownSection']), target: '.answering', actions: 'activateSection' },
          // A started plan without a location yet (restored, or a typed address) is asked for one first.
          { guard: and(['hasPlanType', not('canAnswer')]), target: '.location' },
        ],
        'visit.review': { guard: 'canAnswer', target: '.review' },
      },
      states: {
        planType: {
          on: {
            'planType.choose': {
              target: 'location',
              actions: ['choosePlanType', { type: 'show', params: { screen: 'location' } }],
            },
            'plan.clear': { guard: 'hasProgress', actions: 'clearPlan' },
          },
        },
        location: {
          on: {
            'location.choose': {
              target: 'answering',
              actions: ['chooseLocation', { type: 'show', params: { screen: 'section' } }],
            },
          },
        },
        answering: {
          on: {
            'answers.change': { actions: 'mergeAnswers' },
            'section.next': {
              guard: and([not('isLastSection'), 'isSectionComplete']),
              actions: ['nextSection', { type: 'show', params: { screen: 'section' } }],
            },
            'section.previous': {
              guard: not('isFirstSection'),
              actions: ['previousSection', { type: 'show', params: { screen: 'section' } }],
            },
            'review.open': {
              guard: and(['isLastSection', 'isSectionComplete']),
              target: 'review',
              actions: { type: 'show', params: { screen: 'review' } },
            },
          },
        },
        // After a failed sending the review says so (spec §8) until the visitor sends again or leaves it.
        review: {
          initial: 'ready',
          on: {
            submit: { guard: 'isPlanComplete', target: '#planning.submitting' },
          },
          states: { ready: {}, failed: {} },
        },
      },
    },
    submitting: {
      entry: 'startSubmit',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => submitInputOf(context),
        onDone: {
          target: 'submitted',
          actions: [assign({ result: ({ event }) => event.output }), { type: 'show', params: { screen: 'thankYou' } }],
        },
        onError: {
          target: 'editing.review.failed',
          actions: [assign({ submitIssues: ({ event }) => issuesOfFailure(event.error) }), 'notifySubmitFailed'],
        },
      },
    },
    submitted: {
      on: {
        // A new plan from the thank-you page: the sent one is gone from this browser already.
        'visit.start': { target: 'editing.planType', actions: 'clearPlan' },
      },
    },
  },
});

export type PlanningMachine = typeof planningMachine;
export type PlanningActorRef = ActorRefFrom<PlanningMachine>;
export type PlanningSnapshot = SnapshotFrom<PlanningMachine>;
