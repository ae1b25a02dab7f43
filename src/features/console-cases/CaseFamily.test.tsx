import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
import { CaseFamily } from './CaseFamily.tsx';
import { theCase } from './staff-case.test-helper.ts';

// The app configures zod's words at start (main.tsx): spec §5's messages.
installValidationMessages();

/* The case page's Family (decision 0065): members, pending invitations and the invite form. */

async function renderFamily(answer: (call: SentCall) => unknown = () => undefined) {
  const api = fakeApi(answer);
  const toasts = recordedToasts();
  const auth = await signedIn(owner);
  renderScreen('/staff/cases/7', () => <CaseFamily auth={auth.actor} theCase={theCase} />, api, toasts);
  await screen.findByRole('heading', { level: 2, name: 'Family' });
  return { api, toasts };
}

describe('CaseFamily', () => {
  it('asks before removing a member; Keep returns to the button, Remove sends the call and says so', async () => {
    const user = userEvent.setup();
    const { api, toasts } = await renderFamily();
    const members = screen.getByRole('list', { name: 'Members' });
    await user.click(within(members).getByRole('button', { name: 'Remove Rose Ashdown' }));
    expect(screen.getByRole('group', { name: 'Remove Rose Ashdown?' })).toHaveTextContent('lose access');
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(within(members).getByRole('button', { name: 'Remove Rose Ashdown' })).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(members).getByRole('button', { name: 'Remove Rose Ashdown' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/staff/cases/7/members/11' });
    expect(toasts.sent.at(-1)).toMatchObject({
      color: 'success',
      title: 'Rose Ashdown no longer has access to this case.',
    });
  });

  it('shows an expired link, sends it again and revokes it', async () => {
    const user = userEvent.setup();
    const { api, toasts } = await renderFamily((call) =>
      call.method === 'POST'
        ? { name: 'Hugh Ashdown', email: 'hugh@family.example', expiresAt: '2099-01-01' }
        : undefined,
    );
    const invitations = screen.getByRole('list', { name: 'Invitations not used yet' });
    expect(invitations).toHaveTextContent('the link has expired');
    await user.click(within(invitations).getByRole('button', { name: 'Send again to Hugh Ashdown' }));
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/staff/cases/7/invitations/21/resend' });
    expect(toasts.sent.at(-1)).toMatchObject({ title: 'Invitation sent to Hugh Ashdown.' });
    await user.click(within(invitations).getByRole('button', { name: 'Revoke the invitation to Hugh Ashdown' }));
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/staff/cases/7/invitations/21' });
    expect(screen.getByRole('heading', { level: 2, name: 'Family' })).toHaveFocus();
  });

  it("invites a relative, and shows the server's refusal beside the email", async () => {
    const user = userEvent.setup();
    const { api } = await renderFamily(() => {
      throw refusal(409, [{ path: 'email', message: "Rose Ashdown is already a member of this family's portal." }]);
    });
    const form = screen.getByRole('form', { name: 'Invite a relative' });
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(api.calls).toEqual([]);
    expect(within(form).getByRole('textbox', { name: /^Their name/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.type(within(form).getByRole('textbox', { name: /^Their name/ }), 'Rose');
    await user.type(within(form).getByRole('textbox', { name: /^Their email/ }), 'rose@family.example');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/staff/cases/7/invitations',
      body: { name: 'Rose', email: 'rose@family.example' },
    });
    expect(within(form).getByRole('textbox', { name: /^Their email/ })).toHaveAccessibleDescription(
      "Rose Ashdown is already a member of this family's portal.",
    );
  });
});
