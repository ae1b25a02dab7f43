import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBALMING_REASON } from '#contract/family-statement.ts';
import { statementChargesSentence, statementEmbalmingSentence } from '#contract/funeral-rule.ts';
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

  describe('the Funeral Rule’s part (decision 0109)', () => {
    const reasonOf = (heading: HTMLElement) =>
      [...heading.parentElement!.querySelectorAll('p')].map((p) => p.textContent);

    it('under "Required purchases": the 453.4(b)(2)(ii) sentence, then the reason or "None"', () => {
      render(<StatementView statement={sampleStatement} />);
      const heading = screen.getByRole('heading', { level: 3, name: 'Required purchases' });
      expect(reasonOf(heading)).toEqual([statementChargesSentence.text, 'None']);
    });

    it('under "Embalming": the 453.5(b) sentence always, the reason only when embalming is charged', () => {
      const { unmount } = render(<StatementView statement={sampleStatement} />);
      expect(reasonOf(screen.getByRole('heading', { level: 3, name: 'Embalming' }))).toEqual([
        statementEmbalmingSentence.text,
      ]);
      expect(screen.queryByText(DEFAULT_EMBALMING_REASON)).toBeNull();
      unmount();
      const written = {
        requiredPurchases: 'Riverside Cemetery requires a grave liner.\nThe liner is on this statement.',
        embalming: '<b>For the viewing</b> you chose.',
      };
      render(<StatementView statement={{ ...sampleStatement, reasons: written }} headingLevel={3} />);
      const required = screen.getByRole('heading', { level: 4, name: 'Required purchases' });
      expect(reasonOf(required)).toEqual([statementChargesSentence.text, written.requiredPurchases]);
      const embalming = screen.getByRole('heading', { level: 4, name: 'Embalming' });
      expect(reasonOf(embalming)).toEqual([statementEmbalmingSentence.text, written.embalming]);
      // What staff typed is text, never markup.
      expect(embalming.parentElement!.querySelector('b')).toBeNull();
    });

    it('a statement signed before it carried reasons shows the one sentence it was signed with', () => {
      render(<StatementView statement={{ ...sampleStatement, reasons: null }} />);
      expect(screen.getByText(statementChargesSentence.text)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Required purchases' })).toBeNull();
      expect(screen.queryByText(statementEmbalmingSentence.text)).toBeNull();
    });
  });
});
