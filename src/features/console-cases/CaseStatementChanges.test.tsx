import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffCase } from '#contract/staff-cases.ts';
import type { StatementHistory } from '#contract/staff-statements.ts';
import { statementChangeMessages } from '#contract/statement-changes.ts';
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
import { CaseStatementChanges } from './CaseStatementChanges.tsx';
import { theCase } from './staff-case.test-helper.ts';

installValidationMessages();

/* The case page's Statement: the history, the revise form and the void form. */

const purchaser = {
  fullName: 'Rose Ashdown',
  relationship: 'Daughter',
  addressLine1: '12 Elm Street',
  city: 'Fresno',
  region: 'CA',
  postalCode: '93701',
  phone: '(559) 555-0100',
  email: 'rose@family.example',
};
const history: StatementHistory = {
  issue: 2,
  signed: true,
  purchaser,
  note: '',
  changes: [
    {
      id: 5,
      kind: 'voided',
      issue: 1,
      reason: 'The family chose cremation',
      changedBy: 'Margaret Ellison',
      changedAt: '2026-03-03T15:00:00.000Z',
      changes: [],
    },
    {
      id: 4,
      kind: 'revised',
      issue: 1,
      reason: 'Moved',
      changedBy: 'Ivy Chen',
      changedAt: '2026-03-02T15:00:00.000Z',
      changes: ['City: Clovis → Fresno'],
    },
  ],
  voided: [],
};
const signed: StaffCase = { ...theCase, statement: history };

async function renderStatement(answer: (call: SentCall) => unknown = () => history, of: StaffCase = signed) {
  const api = fakeApi(answer);
  const toasts = recordedToasts();
  const auth = await signedIn(owner);
  renderScreen('/staff/cases/7', () => <CaseStatementChanges auth={auth.actor} theCase={of} />, api, toasts);
  await screen.findByRole('heading', { level: 2, name: 'Statement' });
  return { api, toasts };
}

describe('CaseStatementChanges', () => {
  it('lists every change with who, when, why and what, and offers nothing before signing', async () => {
    await renderStatement();
    const list = screen.getByRole('list', { name: 'Changes to the statement' });
    expect(list).toHaveTextContent('Voided statement 1 on');
    expect(list).toHaveTextContent('by Margaret Ellison');
    expect(list).toHaveTextContent('Why: The family chose cremation');
    expect(within(list).getByRole('list', { name: 'What change 4 changed' })).toHaveTextContent(
      'City: Clovis → Fresno',
    );
  });

  it('has no actions while the statement waits for the family', async () => {
    await renderStatement(undefined, { ...theCase, statement: { ...history, signed: false, changes: [] } });
    expect(screen.queryByRole('button', { name: 'Revise the statement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Void and reissue' })).toBeNull();
    expect(screen.getByText('No changes since signing.')).toBeInTheDocument();
  });

  it('revises: a reason and a change are required, the server’s words shown where they belong', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { api, toasts } = await renderStatement(() => {
      if (refuse) throw refusal(422, [{ path: 'purchaser.postalCode', message: 'Invalid postal code' }]);
      return history;
    });
    await user.click(screen.getByRole('button', { name: 'Revise the statement' }));
    const form = screen.getByRole('form', { name: 'Revise the statement' });
    await user.click(within(form).getByRole('button', { name: 'Revise' }));
    expect(api.calls).toEqual([]);
    expect(within(form).getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), ' Typo in the city ');
    await user.click(within(form).getByRole('button', { name: 'Revise' }));
    expect(api.calls).toEqual([]);
    expect(within(form).getByRole('alert')).toHaveTextContent(statementChangeMessages.nothingChanged);
    const city = within(form).getByRole('textbox', { name: /^City/ });
    await user.clear(city);
    await user.type(city, 'Clovis');
    await user.click(within(form).getByRole('button', { name: 'Revise' }));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/staff/cases/7/statement/revisions',
      body: { issue: 2, reason: 'Typo in the city', purchaser: { ...purchaser, city: 'Clovis' }, note: '' },
    });
    expect(within(form).getByRole('textbox', { name: /^Postal code/ })).toHaveAccessibleDescription(
      /Invalid postal code/,
    );
    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Revise' }));
    expect(toasts.sent.at(-1)).toMatchObject({ color: 'success', title: /Statement revised/ });
    expect(screen.queryByRole('form', { name: 'Revise the statement' })).toBeNull();
  });

  it('voids with a reason and names the statement the family signs next; a second void is told it is void', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const { api, toasts } = await renderStatement(() => {
      if (refuse) throw refusal(409, [{ path: '', message: statementChangeMessages.alreadyVoid }]);
      return { ...history, issue: 3, signed: false };
    });
    await user.click(screen.getByRole('button', { name: 'Void and reissue' }));
    const form = screen.getByRole('form', { name: 'Void and reissue the statement' });
    await user.click(within(form).getByRole('button', { name: 'Void statement 2 and reissue' }));
    expect(api.calls).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Wrong casket');
    refuse = true;
    await user.click(within(form).getByRole('button', { name: 'Void statement 2 and reissue' }));
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/staff/cases/7/statement/void',
      body: { issue: 2, reason: 'Wrong casket' },
    });
    expect(within(form).getByRole('alert')).toHaveTextContent(statementChangeMessages.alreadyVoid);
    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Void statement 2 and reissue' }));
    expect(toasts.sent.at(-1)).toMatchObject({ title: 'Statement 2 voided; the family is asked to sign statement 3.' });
  });
});
