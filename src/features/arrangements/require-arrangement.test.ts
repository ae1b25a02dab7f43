import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GplItem } from '#contract/family-arrangements.ts';
import { arrangementMachine, type ArrangementLoad } from '#machines/arrangement/arrangement.machine.ts';
import { arrangementWithPackage, itemsFor, loadOf } from '#machines/arrangement/arrangement.model-fixtures.ts';
import { requireArrangement } from './require-arrangement.ts';

/* Spec §2 on the way in: a page reloaded or linked to waits for the arrangement; only a failed load goes to the root. */

const params = { id: 7, name: 'harold-whitfield' };

function startWith(load: () => Promise<ArrangementLoad>) {
  const machine = arrangementMachine.provide({
    actors: {
      load: fromPromise<ArrangementLoad, { caseId: number }>(load),
      loadItems: fromPromise<GplItem[], { ids: number[] }>(async ({ input }) => itemsFor(input.ids)),
    },
  });
  return createActor(machine, { input: { caseId: 7, sessionId: 's' } }).start();
}

describe('requireArrangement', () => {
  it('waits for the first load and enters the page', async () => {
    let answer = (_: ArrangementLoad) => {};
    const actor = startWith(() => new Promise((resolve) => (answer = resolve)));
    let entered = false;
    const entering = requireArrangement(actor, params).then(() => (entered = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(entered).toBe(false);
    answer(loadOf(arrangementWithPackage(1)));
    await entering;
    expect(entered).toBe(true);
  });

  it('enters at once when the arrangement is loaded, even while it is read again', async () => {
    const actor = startWith(async () => loadOf(arrangementWithPackage(1)));
    await requireArrangement(actor, params);
    actor.send({ type: 'arrangement.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    await expect(requireArrangement(actor, params)).resolves.toBeUndefined();
  });

  it('sends the family to the arrangements root only when loading failed', async () => {
    const actor = startWith(() => Promise.reject(new Error('Service Unavailable')));
    const refused = await requireArrangement(actor, params).catch((error: unknown) => error);
    expect(isRedirect(refused)).toBe(true);
    expect((refused as { options: { to: string; params: unknown } }).options).toMatchObject({
      to: '/family-portal/$id/$name/arrangements',
      params,
    });
  });
});
