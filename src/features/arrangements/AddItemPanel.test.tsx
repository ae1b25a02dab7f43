import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as Router from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Arrangement, GplItem, LineBody } from '#contract/family-arrangements.ts';
import { arrangementMachine, type ArrangementLoad } from '#machines/arrangement/arrangement.machine.ts';
import {
  addedLine,
  arrangementWithPackage,
  itemsFor,
  loadOf,
  modelCatalog,
} from '#machines/arrangement/arrangement.model-fixtures.ts';
import { AddItemPanel } from './AddItemPanel.tsx';

/* The price list's "Add" never puts an item in the arrangement twice without a word. */

// Basic Services of Staff is sold by the piece here; the casket and everything else are not.
const catalog: GplItem[] = modelCatalog.map((item) => (item.id === 204 ? { ...item, soldByQuantity: true } : item));
const page = { items: catalog, page: 1, pageSize: 20, total: catalog.length };
const api = { get: () => Promise.resolve(page) };
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof Router>()),
  useRouteContext: () => ({ api }),
}));

async function renderPanel() {
  const added: LineBody[] = [];
  const machine = arrangementMachine.provide({
    actors: {
      load: fromPromise<ArrangementLoad, { caseId: number }>(async () => loadOf(arrangementWithPackage(1))),
      loadItems: fromPromise<GplItem[], { ids: number[] }>(async ({ input }) =>
        itemsFor(input.ids).map((item) => catalog.find((entry) => entry.id === item.id)!),
      ),
      addLine: fromPromise<Arrangement, { caseId: number; body: LineBody }>(async ({ input }) => {
        added.push(input.body);
        return addedLine(arrangementWithPackage(1), input.body);
      }),
    },
  });
  const actor = createActor(machine, { input: { caseId: 7, sessionId: 's' } }).start();
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
  const queryClient = new QueryClient();
  queryClient.setQueryData(['family', 'gpl', 'page', 1], page);
  render(
    <QueryClientProvider client={queryClient}>
      <AddItemPanel actor={actor} canEdit />
    </QueryClientProvider>,
  );
  return { added };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('AddItemPanel', () => {
  it('says an item the arrangement holds is already in it, with no Add', async () => {
    await renderPanel();
    const casket = rowOf('Oak Casket');
    expect(within(casket).getByText('Already in your arrangement')).toBeInTheDocument();
    expect(within(casket).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Oak Casket' })).toBeNull();
  });

  it('adds an item it does not hold, and more of one sold by the piece', async () => {
    const { added } = await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Add Flowers' }));
    await vi.waitFor(() => expect(added).toEqual([{ itemId: 205, quantity: 1, variantId: null }]));
    expect(await screen.findByRole('button', { name: 'Add another Basic Services of Staff' })).toBeInTheDocument();
  });
});
