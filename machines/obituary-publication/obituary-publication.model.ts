import type { PublicationEvent, PublicationFacts } from '#contract/obituary-publication.ts';
import { defineModel } from '#machines/model-walk/machine-model.ts';
import { obituaryPublicationMachine } from './obituary-publication.machine.ts';
import { facts, obituaryPublicationRules, refusedPublicationEvents } from './obituary-publication.model-rules.ts';

/** What a save can leave: each guard's both sides (a name, a date, approved text, a change waiting, a family). */
const saved: PublicationFacts[] = [
  facts(),
  facts({ family: false }),
  facts({ pendingDraft: true }),
  facts({ approvedText: false, pendingDraft: true }),
  facts({ named: false }),
  facts({ dated: false }),
  facts({ named: false, dated: false, approvedText: false, family: false }),
];

/**
 * Every event an obituary can meet; the walk drops what a state refuses. Approvals carry the facts
 * they lead to from where the walk is: the change becomes the approved text (or, an empty change,
 * no text at all).
 */
export const model = defineModel({
  name: 'obituary-publication',
  machine: obituaryPublicationMachine,
  input: { facts: facts({ named: false, dated: false, approvedText: false, family: false }) },
  events: (snapshot): PublicationEvent[] => {
    const now = snapshot.context.facts;
    const approved = { ...now, approvedText: true, pendingDraft: false };
    const emptied = { ...now, approvedText: false, pendingDraft: false };
    return [
      ...saved.map((after) => ({ type: 'obituary.save', facts: after }) as const),
      { type: 'family.ask' },
      { type: 'family.cancel' },
      { type: 'family.approve', facts: approved },
      { type: 'family.approve', facts: emptied },
      { type: 'text.approve', facts: approved },
      { type: 'text.approve', facts: emptied },
      { type: 'obituary.ready' },
      { type: 'obituary.publish' },
      { type: 'obituary.unpublish' },
    ];
  },
  abstract: (snapshot) => snapshot.context.facts,
  rules: obituaryPublicationRules,
  refused: refusedPublicationEvents,
});
