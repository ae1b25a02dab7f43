import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import {
  publicationMessages,
  publicationStates,
  type PublicationEvent,
  type PublicationFacts,
} from '#contract/obituary-publication.ts';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { judgePublication, obituaryPublicationMachine } from './obituary-publication.machine.ts';
import { model } from './obituary-publication.model.ts';
import { publicationSnapshot, selectFacts, selectIsPublic, selectState } from './obituary-publication.selectors.ts';

describeModelWalk(model);

const keys = ['named', 'dated', 'approvedText', 'pendingDraft', 'family'] as const;

/** All 32 combinations of the five facts. */
const everyFacts: PublicationFacts[] = Array.from(
  { length: 2 ** keys.length },
  (_, bits) => Object.fromEntries(keys.map((key, index) => [key, (bits & (1 << index)) !== 0])) as never,
);

/** Every event, those that carry facts with each combination. */
const everyEvent: PublicationEvent[] = [
  { type: 'family.ask' },
  { type: 'family.cancel' },
  { type: 'obituary.ready' },
  { type: 'obituary.publish' },
  { type: 'obituary.unpublish' },
  ...everyFacts.flatMap((facts) => [
    { type: 'obituary.save', facts } as const,
    { type: 'family.approve', facts } as const,
    { type: 'text.approve', facts } as const,
  ]),
];

describe('obituary publication machine', () => {
  // The server judges with the chart (decision 0110): each answer is the chart's, with words for every refusal.
  it('judges every event in every state and every case as the chart takes it, with words for each refusal', () => {
    let judged = 0;
    for (const state of publicationStates) {
      for (const facts of everyFacts) {
        const snapshot = publicationSnapshot(state, facts);
        for (const event of everyEvent) {
          const step = judgePublication(state, facts, event);
          const label = `${state} ${JSON.stringify(facts)} ${JSON.stringify(event)}`;
          expect(step.taken, label).toBe(snapshot.can(event));
          if (step.taken) {
            const [next] = transition(obituaryPublicationMachine, snapshot, event);
            expect({ state: step.state, facts: step.facts }, label).toEqual({
              state: next.value,
              facts: next.context.facts,
            });
          } else {
            expect(step.message.length, label).toBeGreaterThan(0);
          }
          judged += 1;
        }
      }
    }
    expect(judged).toBe(5 * 32 * (5 + 3 * 32));
  });

  it('takes the rule’s turns: ready needs name, date and approved text; an edit of a ready one sends it back', () => {
    const complete: PublicationFacts = {
      named: true,
      dated: true,
      approvedText: true,
      pendingDraft: false,
      family: true,
    };
    expect(judgePublication('draft', complete, { type: 'obituary.ready' })).toEqual({
      taken: true,
      state: 'ready',
      facts: complete,
    });
    const changed = { ...complete, pendingDraft: true };
    expect(judgePublication('ready', complete, { type: 'obituary.save', facts: changed })).toEqual({
      taken: true,
      state: 'draft',
      facts: changed,
    });
    expect(judgePublication('awaiting-family', changed, { type: 'family.approve', facts: complete })).toEqual({
      taken: true,
      state: 'ready',
      facts: complete,
    });
    expect(
      judgePublication('published', complete, { type: 'obituary.save', facts: { ...complete, named: false } }),
    ).toEqual({
      taken: false,
      message: publicationMessages.needsName,
    });
    expect(judgePublication('published', complete, { type: 'obituary.unpublish' })).toMatchObject({
      taken: true,
      state: 'unpublished',
    });
  });

  it('says why it refuses, most basic first', () => {
    const none: PublicationFacts = {
      named: false,
      dated: false,
      approvedText: false,
      pendingDraft: false,
      family: false,
    };
    const refusal = (state: (typeof publicationStates)[number], facts: PublicationFacts, event: PublicationEvent) => {
      const step = judgePublication(state, facts, event);
      return step.taken ? null : step.message;
    };
    expect(refusal('draft', none, { type: 'obituary.ready' })).toBe(
      'The obituary needs the name of the person who died',
    );
    expect(refusal('draft', { ...none, named: true }, { type: 'obituary.ready' })).toBe(
      'The obituary needs the date of death',
    );
    expect(refusal('draft', { ...none, named: true, dated: true }, { type: 'obituary.ready' })).toBe(
      'The obituary needs text approved by the family or a director',
    );
    expect(
      refusal(
        'draft',
        { ...none, named: true, dated: true, approvedText: true, pendingDraft: true },
        {
          type: 'obituary.ready',
        },
      ),
    ).toBe('Changes to the text wait for approval');
    expect(refusal('draft', none, { type: 'family.ask' })).toBe(
      'No family member is on this case to ask: invite one first',
    );
    expect(refusal('ready', none, { type: 'family.approve', facts: none })).toBe('There is no draft to approve');
    expect(refusal('draft', none, { type: 'obituary.publish' })).toBe(
      'Publishing it is not possible while the obituary is a draft',
    );
    expect(refusal('published', none, { type: 'obituary.publish' })).toBe(
      'Publishing it is not possible while the obituary is published',
    );
    expect(refusal('awaiting-family', { ...none, pendingDraft: true }, { type: 'text.approve', facts: none })).toBe(
      'Approving the text for the family is not possible while the obituary is waiting for the family’s approval',
    );
    expect(publicationMessages.noDraft).toBe('There is no draft to approve');
  });

  it('resolves a stored state with its facts, and tells whether it is public', () => {
    const facts: PublicationFacts = {
      named: true,
      dated: true,
      approvedText: true,
      pendingDraft: false,
      family: true,
    };
    const ready = publicationSnapshot('ready', facts);
    expect([selectState(ready), selectIsPublic(ready), selectFacts(ready)]).toEqual(['ready', false, facts]);
    const [published] = transition(obituaryPublicationMachine, ready, { type: 'obituary.publish' });
    expect([selectState(published), selectIsPublic(published)]).toEqual(['published', true]);
  });
});
