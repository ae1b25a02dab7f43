// No zod: the rules are plain data and functions, for the machine, the server and any screen.

/*
 * An obituary's publication life (issue 23, decision 0063), the one rule module both sides import
 * (DESIGN §10): machines/obituary-publication/ charts it for the browser and walks it in model tests,
 * and the server runs `publicationStep` on every write to an obituary, refusing with 409 and the
 * words below what the machine cannot take. The machine's test proves the two take and refuse the
 * same events in every state for every combination of facts.
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

export type PublicationStep =
  { taken: true; state: PublicationState; facts: PublicationFacts } | { taken: false; message: string };

const take = (state: PublicationState, facts: PublicationFacts): PublicationStep => ({ taken: true, state, facts });
const refuse = (message: string): PublicationStep => ({ taken: false, message });
const unless = (gap: string | null, then: () => PublicationStep): PublicationStep => (gap ? refuse(gap) : then());

/**
 * The one transition: where `event` takes an obituary in `state` with `facts`, and the facts after,
 * or why it is refused. The machine's chart is this table (its test compares them exhaustively).
 */
export function publicationStep(
  state: PublicationState,
  facts: PublicationFacts,
  event: PublicationEvent,
): PublicationStep {
  const approval = event.type === 'family.approve' || event.type === 'text.approve';
  // Nothing waits for approval: the same words whatever the state (the portal has always said them).
  if (approval && !facts.pendingDraft) return refuse(publicationMessages.noDraft);
  switch (state) {
    case 'draft':
      switch (event.type) {
        case 'obituary.save':
        case 'family.approve':
        case 'text.approve':
          return take('draft', event.facts);
        case 'family.ask':
          return facts.family ? take('awaiting-family', facts) : refuse(publicationMessages.needsFamily);
        case 'obituary.ready':
          return unless(readinessGap(facts), () => take('ready', facts));
      }
      break;
    case 'awaiting-family':
      switch (event.type) {
        case 'obituary.save':
          return take('awaiting-family', event.facts);
        // The family's approval makes it ready, unless a name or the date of death is still missing.
        case 'family.approve':
          return take(readinessGap(event.facts) === null ? 'ready' : 'draft', event.facts);
        case 'family.cancel':
          return take('draft', facts);
      }
      break;
    case 'ready':
      switch (event.type) {
        // Ready is complete: an edit that changes the text (or takes the name or date away) sends it back.
        case 'obituary.save':
          return take(readinessGap(event.facts) === null ? 'ready' : 'draft', event.facts);
        case 'obituary.publish':
          return unless(publicationGap(facts), () => take('published', facts));
      }
      break;
    case 'published':
      switch (event.type) {
        // A public obituary keeps its name, its date of death and text to show; an approved change
        // is public at once.
        case 'obituary.save':
        case 'family.approve':
        case 'text.approve':
          return unless(publicationGap(event.facts), () => take('published', event.facts));
        case 'obituary.unpublish':
          return take('unpublished', facts);
      }
      break;
    case 'unpublished':
      switch (event.type) {
        case 'obituary.save':
        case 'family.approve':
        case 'text.approve':
          return take('unpublished', event.facts);
        case 'obituary.publish':
          return unless(publicationGap(facts), () => take('published', facts));
      }
      break;
  }
  return refuse(publicationMessages.notNow(event.type, state));
}

/** Whether the public site shows an obituary in this state. */
export const isPublicState = (state: PublicationState): boolean => state === 'published';
