import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleStatement } from './statement-fixture.test-helper.ts';
import { StatementView } from './StatementView.tsx';

describe('StatementView', () => {
  it('is headed by the statement’s title and ends with the required sentence, word for word', () => {
    render(<StatementView statement={sampleStatement} />);
    const region = screen.getByRole('region', { name: 'Statement of Funeral Goods and Services Selected' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Statement of Funeral Goods and Services Selected',
    );
    expect(
      within(region).getByText(
        'Charges are only for those items that you selected or that are required. If we are required by law or by a cemetery or crematory to use any items, we will explain the reasons in writing below.',
      ),
    ).toBeInTheDocument();
  });

  it('shows goods in a captioned table whose rows are headed by the item and grouped by category', () => {
    render(<StatementView statement={sampleStatement} />);
    const goods = screen.getByRole('table', { name: 'Goods and services selected' });
    expect(
      within(goods)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Quantity', 'Price']);
    const casket = within(goods).getByRole('rowheader', { name: 'Hardwood casket: Cherry' });
    expect(casket.closest('tr')).toHaveTextContent('$3,450.00');
    expect(within(goods).getByRole('rowheader', { name: 'Caskets' })).toBeInTheDocument();
    expect(within(goods).queryByRole('rowheader', { name: 'Empty' })).toBeNull();
    expect(within(goods).queryByText('Clergy honorarium')).toBeNull();
  });

  it('lists cash advances apart, with estimates said as such, and the totals', () => {
    render(<StatementView statement={sampleStatement} headingLevel={3} />);
    const advances = screen.getByRole('table', { name: 'Cash advance items' });
    expect(within(advances).getByRole('rowheader', { name: 'Clergy honorarium' }).closest('tr')).toHaveTextContent(
      'Estimate: price not yet known',
    );
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(within(totals).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('$6,976.00');
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  it('has no cash advance table when there are none', () => {
    render(<StatementView statement={{ ...sampleStatement, cashAdvances: [], cashAdvanceCents: 0 }} />);
    expect(screen.queryByRole('table', { name: 'Cash advance items' })).toBeNull();
  });
});
