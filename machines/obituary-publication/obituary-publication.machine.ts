import { and, assign, setup, transition, type SnapshotFrom } from 'xstate';
import {
  publicationGap,
  publicationRefusal,
  readinessGap,
  type PublicationEvent,
  type PublicationFacts,
  type PublicationState,
  type PublicationStep,
} from '#contract/obituary-publication.ts';

/*
 * An obituary's publication life (decision 0063): draft, waiting for the family's
 * approval (optional), ready, published, unpublished (and published again). The one source of the
 * rule (decision 0110): the server judges every write to an obituary with it (`judgePublication`), and
 * the console's editor offers what it takes. No effects: the server writes, a screen shows.
 *
 * The context is the obituary's facts (name, date of death, approved text, a waiting change, a
 * family member on the case). Events that change them carry the facts after the change; a screen
 * or the server starts the machine in the stored state with `resolveState`.
 */

export interface PublicationContext {
  facts: PublicationFacts;
}

export interface PublicationInput {
  facts: PublicationFacts;
}

type WithFacts = Extract<PublicationEvent, { facts: PublicationFacts }>;
const factsOf = (event: PublicationEvent) => (event as WithFacts).facts;

/** Where an edit cannot change the state (a draft, an unpublished obituary): a save, and an approval of a waiting change, stay in it. */
const editsStayIn = <State extends string>(state: State) =>
  ({
    'obituary.save': { target: state, actions: 'adoptFacts' },
    'family.approve': { guard: 'hasDraft', target: state, actions: 'adoptFacts' },
    'text.approve': { guard: 'hasDraft', target: state, actions: 'adoptFacts' },
  }) as const;

export const obituaryPublicationMachine = setup({
  types: {
    context: {} as PublicationContext,
    events: {} as PublicationEvent,
    input: {} as PublicationInput,
  },
  guards: {
    /** Someone of the family can be asked. */
    hasFamily: ({ context }) => context.facts.family,
    /** A change of the text waits: there is something to approve. */
    hasDraft: ({ context }) => context.facts.pendingDraft,
    /** Name, date of death, approved text and no change waiting. */
    canBeReady: ({ context }) => readinessGap(context.facts) === null,
    /** Name, date of death and approved text. */
    canBePublic: ({ context }) => publicationGap(context.facts) === null,
    /** The facts an event leads to are complete enough to stay (or become) ready. */
    readyAfter: ({ event }) => readinessGap(factsOf(event)) === null,
    /** A public obituary keeps its name, date of death and text to show after an edit or approval. */
    publicAfter: ({ event }) => publicationGap(factsOf(event)) === null,
  },
  actions: {
    adoptFacts: assign(({ event }) => ({ facts: factsOf(event) })),
  },
}).createMachine({
  id: 'obituaryPublication',
  context: ({ input }) => ({ facts: input.facts }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        ...editsStayIn('draft'),
        'family.ask': { guard: 'hasFamily', target: 'awaiting-family' },
        'obituary.ready': { guard: 'canBeReady', target: 'ready' },
      },
    },
    'awaiting-family': {
      on: {
        'obituary.save': { target: 'awaiting-family', actions: 'adoptFacts' },
        // The family's approval makes it ready, unless a name or the date of death is still missing.
        'family.approve': [
          { guard: and(['hasDraft', 'readyAfter']), target: 'ready', actions: 'adoptFacts' },
          { guard: 'hasDraft', target: 'draft', actions: 'adoptFacts' },
        ],
        'family.cancel': { target: 'draft' },
      },
    },
    ready: {
      on: {
        // Ready is complete: an edit that changes the text (or takes the name or date away) sends it back.
        'obituary.save': [
          { guard: 'readyAfter', target: 'ready', actions: 'adoptFacts' },
          { target: 'draft', actions: 'adoptFacts' },
        ],
        'obituary.publish': { guard: 'canBePublic', target: 'published' },
      },
    },
    published: {
      on: {
        // It keeps its name, date of death and text to show; an approved change is public at once.
        'obituary.save': { guard: 'publicAfter', target: 'published', actions: 'adoptFacts' },
        'family.approve': { guard: and(['hasDraft', 'publicAfter']), target: 'published', actions: 'adoptFacts' },
        'text.approve': { guard: and(['hasDraft', 'publicAfter']), target: 'published', actions: 'adoptFacts' },
        'obituary.unpublish': { target: 'unpublished' },
      },
    },
    unpublished: {
      on: {
        ...editsStayIn('unpublished'),
        'obituary.publish': { guard: 'canBePublic', target: 'published' },
      },
    },
  },
});

export type ObituaryPublicationMachine = typeof obituaryPublicationMachine;
export type ObituaryPublicationSnapshot = SnapshotFrom<ObituaryPublicationMachine>;

/** The machine in the state the server stored, with the facts it answered (no events replayed). */
export const publicationSnapshot = (state: PublicationState, facts: PublicationFacts): ObituaryPublicationSnapshot =>
  obituaryPublicationMachine.resolveState({ value: state, context: { facts } });

/**
 * What an event does to a stored obituary, judged by the chart (XState's pure `transition` on the
 * snapshot restored from its row): the state and facts it leads to, or why it is refused.
 */
export function judgePublication(
  state: PublicationState,
  facts: PublicationFacts,
  event: PublicationEvent,
): PublicationStep {
  const snapshot = publicationSnapshot(state, facts);
  if (!snapshot.can(event)) {
    const available = obituaryPublicationMachine.root.states[state]?.ownEvents.includes(event.type) ?? false;
    return { taken: false, message: publicationRefusal(state, facts, event, available) };
  }
  const [next] = transition(obituaryPublicationMachine, snapshot, event);
  return { taken: true, state: next.value as PublicationState, facts: next.context.facts };
}
