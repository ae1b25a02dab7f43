import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBALMING_REASON, STATEMENT_REASON_MAX } from '#contract/family-statement.ts';
import type { StaffCase } from '#contract/staff-cases.ts';
import { statementReasonMessages, type StaffStatementReasons } from '#contract/staff-statements.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import {
  fakeApi,
  owner,
  recordedToasts,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { CaseStatementReasons } from './CaseStatementReasons.tsx';
import { theCase } from './staff-case.test-helper.ts';

installValidationMessages();

/* The case page's Statement reasons (decision 0109): written until signing, shown as signed after. */

const reasons: StaffStatementReasons = { requiredPurchases: '', embalming: '', embalmingCharged: true, signed: false };
const withReasons = (over: Partial<StaffStatementReasons>): StaffCase => ({
  ...theCase,
  arrangement: { ...theCase.arrangement, reasons: { ...reasons, ...over } },
});

async function renderReasons(of: StaffCase, answer: (call: SentCall) => unknown = () => reasons) {
  const api = fakeApi(answer);
  const toasts = recordedToasts();
  const auth = await signedIn(owner);
  renderScreen('/staff/cases/7', () => <CaseStatementReasons auth={auth.actor} theCase={of} />, api, toasts);
  await screen.findByRole('heading', { level: 2, name: 'Statement reasons' });
  return { api, toasts };
}

describe('CaseStatementReasons', () => {
  it('writes both reasons, says what an empty one prints, and saves them whole', async () => {
    const user = userEvent.setup();
    const { api, toasts } = await renderReasons(withReasons({}));
    const form = screen.getByRole('form', { name: 'Statement reasons' });
    const required = within(form).getByRole('textbox', { name: /^Reason for a required purchase/ });
    const embalming = within(form).getByRole('textbox', { name: /^Why embalming was charged/ });
    expect(required).toHaveAccessibleDescription(/the statement says “None”/);
    expect(embalming).toHaveAccessibleDescription(new RegExp(DEFAULT_EMBALMING_REASON.slice(0, 40)));
    await user.type(required, 'Riverside Cemetery requires a grave liner.{Enter}It is on the statement.');
    await user.click(within(form).getByRole('button', { name: 'Save the reasons' }));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/staff/cases/7/statement/reasons',
      body: { requiredPurchases: 'Riverside Cemetery requires a grave liner.\nIt is on the statement.', embalming: '' },
    });
    expect(toasts.sent.at(-1)).toMatchObject({ color: 'success', title: statementReasonMessages.saved });
  });

  it('says when embalming is not on the statement, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { toasts } = await renderReasons(withReasons({ embalmingCharged: false, embalming: 'Kept' }), () => {
      throw refusal(409, [{ path: '', message: statementReasonMessages.signed }]);
    });
    const embalming = screen.getByRole('textbox', { name: /^Why embalming was charged/ });
    expect(embalming).toHaveValue('Kept');
    expect(embalming).toHaveAccessibleDescription(/Embalming is not on this statement now/);
    await user.click(screen.getByRole('button', { name: 'Save the reasons' }));
    expect(toasts.sent.at(-1)).toMatchObject({ color: 'error', title: statementReasonMessages.signed });
  });

  it('holds a reason to the server’s length, and sends one at the limit', async () => {
    const user = userEvent.setup();
    const { api } = await renderReasons(withReasons({ requiredPurchases: 'x'.repeat(STATEMENT_REASON_MAX) }));
    const required = screen.getByRole('textbox', { name: /^Reason for a required purchase/ });
    expect(required).toHaveAttribute('maxLength', String(STATEMENT_REASON_MAX));
    await user.click(screen.getByRole('button', { name: 'Save the reasons' }));
    expect(api.calls.at(-1)).toMatchObject({ body: { requiredPurchases: 'x'.repeat(STATEMENT_REASON_MAX) } });
  });

  it('once signed: no form, the reasons as signed, and how to change them', async () => {
    await renderReasons(withReasons({ signed: true, requiredPurchases: 'State law', embalming: '' }));
    expect(screen.queryByRole('form', { name: 'Statement reasons' })).toBeNull();
    expect(screen.getByText('State law')).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_EMBALMING_REASON)).toBeInTheDocument();
    expect(screen.getByText(/void the statement and reissue it/)).toBeInTheDocument();
  });
});
