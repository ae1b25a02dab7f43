import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  arrangementWithPackage,
  changedLine,
  modelVariants,
} from '#machines/arrangement/arrangement.model-fixtures.ts';
import { runningTotal } from '#machines/arrangement/arrangement.rules.ts';
import { RunningTotal } from './RunningTotal.tsx';

/* The selections' running total is the statement's total, its tax line shown. */

const amountOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('RunningTotal', () => {
  it('shows the subtotal, the tax and the total with tax, as the statement does', () => {
    let a = arrangementWithPackage(1);
    a = changedLine(a, 101, { itemId: 201, quantity: 1, variantId: modelVariants[201]!.id });
    a = changedLine(a, 102, { itemId: 302, quantity: 1, variantId: null });
    render(<RunningTotal total={runningTotal(a)} />);
    expect(amountOf('Subtotal')).toBe('$5,350.00');
    // 8.25 % of the casket and the urn (3,350.00), rounded half up.
    expect(amountOf('Tax')).toBe('$276.38');
    expect(screen.queryByText('Cash advance items')).toBeNull();
    expect(screen.getByText(/^Running total:/)).toHaveTextContent(/^Running total: \$5,626\.38$/);
  });

  it('says when some price is still to come, and lists known cash advances apart', () => {
    const total = { ...runningTotal(arrangementWithPackage(1)), hasCashAdvances: true, cashAdvanceCents: 12_500 };
    render(<RunningTotal total={{ ...total, totalCents: total.totalCents + 12_500 }} />);
    expect(amountOf('Cash advance items')).toBe('$125.00');
    expect(screen.getByText(/^Running total:/)).toHaveTextContent(
      'Running total: $4,831.25 plus estimates still to be confirmed',
    );
  });
});
