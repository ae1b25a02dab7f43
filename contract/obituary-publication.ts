// No zod: the rules are plain data and functions, for the machine, the server and any screen.

/*
 * An obituary's publication life (decision 0063): its states, facts, events and the words of a
 * refusal. The rule itself is the chart, machines/obituary-publication/ (decision 0110): the server
 * judges every write to an obituary with it and refuses with 409 and the words below what it does not
 * take; the model tests walk it.
 *
 *   draft ──ask the family──▶ awaiting-family ──the family approves──▶ ready ──publish──▶ published
 *     │  ◀──────withdraw───────────┘                                    ▲  │                │  ▲
 *     └──────────────mark ready (name, date of death, approved text)────┘  │ text changed    │  │
 *     ◀────────────────────────────────────────────────────────────────────┘  unpublish ▼  │ publish
 *                                                                                   unpublished
 */

export const publicationStates = ['draft', 'awaiting-family', 'ready', 'published', 'unpublished'] as const;
export type PublicationState = (typeof publicationStates)[number];

/** What the rules read of an obituary and its case, as they are now. */
export interface PublicationFacts {
  /** The person's name is written (not blank). */
  named: boolean;
  /** The date of death is known. */
  dated: boolean;
  /** There is approved text (the family's or a director's): what the public page shows. */
  approvedText: boolean;
  /** A change of the text waits for approval (the family's draft, or a staff member's). */
  pendingDraft: boolean;
  /** A family member belongs to the case: someone who can be asked to approve. */
  family: boolean;
}

/**
 * What can happen to an obituary. The events that change what it holds carry its facts after the
 * change (the server reads them; the machine adopts them): a save (staff or family), and an approval
 * of the waiting draft by the family or by a director.
 */
export type PublicationEvent =
  | { type: 'obituary.save'; facts: PublicationFacts }
  | { type: 'family.ask' }
  | { type: 'family.cancel' }
  | { type: 'family.approve'; facts: PublicationFacts }
  | { type: 'text.approve'; facts: PublicationFacts }
  | { type: 'obituary.ready' }
  | { type: 'obituary.publish' }
  | { type: 'obituary.unpublish' };
export type PublicationEventType = PublicationEvent['type'];

export const publicationEventTypes = [
  'obituary.save',
  'family.ask',
  'family.cancel',
  'family.approve',
  'text.approve',
  'obituary.ready',
  'obituary.publish',
  'obituary.unpublish',
] as const satisfies readonly PublicationEventType[];

/** How each state is said in a sentence ("… while the obituary is a draft"). */
export const publicationStateWords: Readonly<Record<PublicationState, string>> = {
  draft: 'a draft',
  'awaiting-family': 'waiting for the family’s approval',
  ready: 'ready to publish',
  published: 'published',
  unpublished: 'unpublished',
};

/** What each event does, said as the start of a sentence. */
const eventWords: Readonly<Record<PublicationEventType, string>> = {
  'obituary.save': 'Changing it',
  'family.ask': 'Asking the family to approve it',
  'family.cancel': 'Withdrawing the request to the family',
  'family.approve': 'Approving the text',
  'text.approve': 'Approving the text for the family',
  'obituary.ready': 'Marking it ready',
  'obituary.publish': 'Publishing it',
  'obituary.unpublish': 'Taking it off the website',
};

/** Why an event is refused: the 409's words (the API puts them in `issues[0].message`). */
export const publicationMessages = {
  needsName: 'The obituary needs the name of the person who died',
  needsDeathDate: 'The obituary needs the date of death',
  needsApprovedText: 'The obituary needs text approved by the family or a director',
  draftWaiting: 'Changes to the text wait for approval',
  needsFamily: 'No family member is on this case to ask: invite one first',
  /** Also the family portal's refusal (contract/family-obituary.ts). */
  noDraft: 'There is no draft to approve',
  notNow: (event: PublicationEventType, state: PublicationState) =>
    `${eventWords[event]} is not possible while the obituary is ${publicationStateWords[state]}`,
} as const;

/** What is missing before the obituary can be made ready (the first thing), or null. */
export function readinessGap(facts: PublicationFacts): string | null {
  if (!facts.named) return publicationMessages.needsName;
  if (!facts.dated) return publicationMessages.needsDeathDate;
  if (!facts.approvedText) return publicationMessages.needsApprovedText;
  if (facts.pendingDraft) return publicationMessages.draftWaiting;
  return null;
}

/**
 * What is missing before the obituary can be public, or null: a name, a date of death and approved
 * text. A change waiting for approval does not stop it: the public sees the approved text.
 */
export function publicationGap(facts: PublicationFacts): string | null {
  if (!facts.named) return publicationMessages.needsName;
  if (!facts.dated) return publicationMessages.needsDeathDate;
  if (!facts.approvedText) return publicationMessages.needsApprovedText;
  return null;
}

/** What the chart answered about an event: the state and facts it leads to, or the 409's words. */
export type PublicationStep =
  { taken: true; state: PublicationState; facts: PublicationFacts } | { taken: false; message: string };

/**
 * Why the chart refused `event` (the 409's words): the missing fact a guard of the chart asked for, or
 * "not possible while …" when the state takes no such event (`available`, read from the chart). It
 * decides nothing; the chart does (machines/obituary-publication/, decision 0110).
 */
export function publicationRefusal(
  state: PublicationState,
  facts: PublicationFacts,
  event: PublicationEvent,
  available: boolean,
): string {
  const approval = event.type === 'family.approve' || event.type === 'text.approve';
  // Nothing waits for approval: the same words whatever the state (the portal has always said them).
  if (approval && !facts.pendingDraft) return publicationMessages.noDraft;
  const gap = !available
    ? null
    : event.type === 'family.ask'
      ? facts.family
        ? null
        : publicationMessages.needsFamily
      : event.type === 'obituary.ready'
        ? readinessGap(facts)
        : event.type === 'obituary.publish'
          ? publicationGap(facts)
          : 'facts' in event
            ? publicationGap(event.facts)
            : null;
  return gap ?? publicationMessages.notNow(event.type, state);
}

/** Whether the public site shows an obituary in this state. */
export const isPublicState = (state: PublicationState): boolean => state === 'published';
