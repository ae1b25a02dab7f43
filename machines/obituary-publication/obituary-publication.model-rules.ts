import type { PublicationEvent, PublicationFacts } from '#contract/obituary-publication.ts';
import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type { ObituaryPublicationMachine, ObituaryPublicationSnapshot } from './obituary-publication.machine.ts';

/*
 * The publication rules (decision 0063), written apart from the machine and its rule module
 * with literal values: an obituary is public only once published, from ready or unpublished; ready
 * and public need the person's name, the date of death and approved text (ready: with no change
 * waiting); asking the family needs a family member on the case, and the family's approval makes
 * it ready; editing the text of a ready obituary sends it back to draft; unpublishing takes it down;
 * nothing happens on a timer. Checked after every step of every path.
 */

const valueOf = (snapshot: ObituaryPublicationSnapshot) => snapshot.value as string;

const complete = (facts: PublicationFacts) => facts.named && facts.dated && facts.approvedText && !facts.pendingDraft;

/** The facts an event carries (saves and approvals), else none. */
const carried = (event: { type: string }) => (event as { facts?: PublicationFacts }).facts;

export function obituaryPublicationRules({
  before,
  event,
  after,
  scheduled,
}: WalkStep<ObituaryPublicationMachine>): void {
  const state = valueOf(after);
  const { facts } = after.context;
  rule(scheduled.length === 0, 'nothing happens on a timer');
  rule(
    ['draft', 'awaiting-family', 'ready', 'published', 'unpublished'].includes(state),
    'five states: draft, awaiting-family, ready, published, unpublished',
  );
  if (state === 'ready') rule(complete(facts), 'ready: name, date of death, approved text, no change waiting');
  if (state === 'published')
    rule(facts.named && facts.dated && facts.approvedText, 'published: name, date of death and approved text');

  if (!before || !event) {
    rule(state === 'draft', 'an obituary starts as a draft');
    return;
  }
  const from = valueOf(before);
  const type = event.type as PublicationEvent['type'];
  const facts_ = carried(event);
  // What the obituary holds changes only with an event that says so.
  if (facts_) rule(JSON.stringify(facts) === JSON.stringify(facts_), 'a save or approval carries the facts after it');
  else rule(JSON.stringify(facts) === JSON.stringify(before.context.facts), 'other events change no fact');

  if (state === 'published' && from !== 'published')
    rule(
      type === 'obituary.publish' && ['ready', 'unpublished'].includes(from),
      'published only from ready or unpublished',
    );
  if (state === 'unpublished' && from !== 'unpublished')
    rule(type === 'obituary.unpublish' && from === 'published', 'unpublished only by unpublishing a published one');
  if (from === 'published' && state !== 'published') rule(type === 'obituary.unpublish', 'public until unpublished');
  if (state === 'awaiting-family' && from !== 'awaiting-family')
    rule(
      type === 'family.ask' && from === 'draft' && before.context.facts.family,
      'the family is asked from a draft, and only with a family member on the case',
    );
  if (from === 'awaiting-family' && type === 'family.approve')
    rule(
      state === (complete(facts) ? 'ready' : 'draft'),
      "the family's approval makes it ready (back to draft when the name or date is missing)",
    );
  if (from === 'awaiting-family' && type === 'family.cancel') rule(state === 'draft', 'withdrawing goes back to draft');
  if (state === 'ready' && from !== 'ready')
    rule(
      (from === 'draft' && type === 'obituary.ready') || (from === 'awaiting-family' && type === 'family.approve'),
      'ready by marking a draft ready or by the family’s approval',
    );
  if (from === 'ready' && type === 'obituary.save' && facts.pendingDraft)
    rule(state === 'draft', 'editing the text of a ready obituary sends it back to draft');
  if (type === 'family.approve' || type === 'text.approve')
    rule(before.context.facts.pendingDraft && !facts.pendingDraft, 'an approval needs a change waiting, and takes it');
}

/** Complete facts, but for `overrides`: what the model's states start from. */
export const facts = (overrides: Partial<PublicationFacts> = {}): PublicationFacts => ({
  named: true,
  dated: true,
  approvedText: true,
  pendingDraft: false,
  family: true,
  ...overrides,
});

/** What each state must ignore. */
export function refusedPublicationEvents(snapshot: ObituaryPublicationSnapshot): PublicationEvent[] {
  const now = snapshot.context.facts;
  const publish = { type: 'obituary.publish' } as const;
  const unpublish = { type: 'obituary.unpublish' } as const;
  const ready = { type: 'obituary.ready' } as const;
  const ask = { type: 'family.ask' } as const;
  const cancel = { type: 'family.cancel' } as const;
  const approved = facts({ named: now.named, dated: now.dated, family: now.family });
  const familyApproves = { type: 'family.approve', facts: approved } as const;
  const directorApproves = { type: 'text.approve', facts: approved } as const;
  // Without a change waiting there is nothing to approve, in any state.
  const approvals = now.pendingDraft ? [] : [familyApproves, directorApproves];
  switch (valueOf(snapshot)) {
    case 'draft':
      return [
        publish,
        unpublish,
        cancel,
        ...approvals,
        ...(now.family ? [] : [ask]),
        ...(complete(now) ? [] : [ready]),
      ];
    case 'awaiting-family':
      return [publish, unpublish, ready, ask, directorApproves, ...approvals];
    case 'ready':
      return [ready, ask, cancel, unpublish, familyApproves, directorApproves];
    case 'published':
      return [
        publish,
        ready,
        ask,
        cancel,
        ...approvals,
        { type: 'obituary.save', facts: facts({ named: false }) },
        { type: 'obituary.save', facts: facts({ dated: false }) },
        { type: 'obituary.save', facts: facts({ approvedText: false, pendingDraft: true }) },
        // Approving an empty change would leave the public page without text.
        ...(now.pendingDraft ? [{ type: 'family.approve', facts: facts({ approvedText: false }) } as const] : []),
      ];
    case 'unpublished':
      return [
        unpublish,
        ready,
        ask,
        cancel,
        ...approvals,
        ...(now.named && now.dated && now.approvedText ? [] : [publish]),
      ];
    default:
      return [];
  }
}
