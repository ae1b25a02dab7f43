import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyShopOrder } from '#contract/staff-orders.ts';
import { SentList } from './SentInMemory.tsx';

/* The case home's "Sent in memory" (decision 0076): who sent what, with the card's words. */

const sent = (change: Partial<FamilyShopOrder>): FamilyShopOrder => ({
  publicId: 'a'.repeat(22),
  placedAt: '2026-03-01T12:00:00.000Z',
  purchaserName: 'Ruth Calloway',
  productName: 'White lily arrangement',
  quantity: 1,
  cardMessage: 'With love from the Calloways',
  delivery: { kind: 'family' },
  status: 'new',
  ...change,
});

describe('SentList', () => {
  it('names each sender, what they sent, where it goes and the card message', () => {
    render(
      <SentList
        orders={[
          sent({}),
          sent({
            publicId: 'b'.repeat(22),
            purchaserName: 'Tom Hale',
            quantity: 2,
            cardMessage: '',
            status: 'cancelled',
          }),
        ]}
      />,
    );
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ruth Calloway sent White lily arrangement');
    expect(first).toHaveTextContent('To the family (the funeral home hands it to them)');
    expect(within(first!).getByText('With love from the Calloways').tagName).toBe('Q');
    expect(second).toHaveTextContent('Tom Hale sent 2 × White lily arrangement');
    expect(second).toHaveTextContent('(cancelled)');
    expect(second!.querySelector('q')).toBeNull();
  });
});
