import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamMessages, type TeamMember } from '#contract/staff-team.ts';
import {
  fakeApi,
  owner,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { TeamPage } from './TeamPage.tsx';

// The app configures zod's words at start (main.tsx): spec §5's messages.
installValidationMessages();

/* The owner's team page (decision 0062): what each account shows and offers, and the server's words. */

const at = '2026-03-01T12:00:00.000Z';
const member = (id: number, change: Partial<TeamMember>): TeamMember => ({
  id,
  name: `Member ${id}`,
  email: `member-${id}@staff.example`,
  role: 'staff',
  status: 'active',
  invitationExpiresAt: null,
  lastChange: null,
  ...change,
});
const margaret = member(1, { name: 'Margaret Ellison', email: 'owner@evergreen.example', role: 'owner' });
const jordan = member(2, { name: 'Jordan Avery', lastChange: { kind: 'joined', byName: 'Jordan Avery', at } });
const ivy = member(3, {
  name: 'Ivy Chen',
  role: 'director',
  status: 'invited',
  invitationExpiresAt: '2999-01-01T00:00:00.000Z',
  lastChange: { kind: 'invited', byName: 'Margaret Ellison', at },
});
const sam = member(4, { name: 'Sam Hale', status: 'disabled' });

async function renderTeam(answer: (call: SentCall) => unknown = () => undefined) {
  let members = [margaret, jordan, ivy, sam];
  const api = fakeApi((call) => {
    if (call.method === 'GET') return { items: members, page: 1, pageSize: 50, total: members.length };
    const answered = answer(call) as TeamMember | undefined;
    if (answered) members = members.map((one) => (one.id === answered.id ? answered : one));
    return answered;
  });
  const auth = await signedIn(owner);
  renderScreen('/staff/team', () => <TeamPage auth={auth.actor} selfId={margaret.id} page={1} />, api);
  await screen.findByRole('heading', { level: 1, name: 'Team' });
  return { api, auth };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('TeamPage', () => {
  it('shows each account with its role, status and latest change; the owner cannot disable themself', async () => {
    await renderTeam();
    expect(card('Margaret Ellison (you)')).toHaveTextContent('Owner');
    expect(within(card('Margaret Ellison (you)')).queryByRole('button', { name: /^Disable/ })).toBeNull();
    expect(card('Jordan Avery')).toHaveTextContent('Active');
    expect(card('Jordan Avery')).toHaveTextContent(/Joined, /);
    expect(within(card('Jordan Avery')).getByRole('button', { name: 'Reset access Jordan Avery' })).toBeVisible();
    expect(card('Ivy Chen')).toHaveTextContent('Funeral director');
    expect(card('Ivy Chen')).toHaveTextContent(/Invited: the link works until/);
    expect(card('Ivy Chen')).toHaveTextContent(/Invited by Margaret Ellison, /);
    expect(within(card('Ivy Chen')).getByRole('button', { name: 'Send the invitation again Ivy Chen' })).toBeVisible();
    expect(within(card('Ivy Chen')).queryByRole('button', { name: /^Reset access/ })).toBeNull();
    expect(card('Sam Hale')).toHaveTextContent('Disabled');
    expect(within(card('Sam Hale')).getByRole('button', { name: 'Enable Sam Hale' })).toBeVisible();
  });

  it('disables an account only once the owner confirms, and says it is done', async () => {
    const user = userEvent.setup();
    const { api } = await renderTeam((call) =>
      call.path === '/api/staff/team/2/disable'
        ? { ...jordan, status: 'disabled', lastChange: { kind: 'disabled', byName: 'Margaret Ellison', at } }
        : undefined,
    );
    await user.click(within(card('Jordan Avery')).getByRole('button', { name: 'Disable Jordan Avery' }));
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    const confirm = within(card('Jordan Avery')).getByRole('button', {
      name: 'Disable Jordan Avery now: their sessions end',
    });
    expect(confirm).toHaveFocus();
    await user.click(within(card('Jordan Avery')).getByRole('button', { name: 'Cancel' }));
    expect(within(card('Jordan Avery')).queryByRole('button', { name: /now: their sessions end/ })).toBeNull();

    await user.click(within(card('Jordan Avery')).getByRole('button', { name: 'Disable Jordan Avery' }));
    await user.click(within(card('Jordan Avery')).getByRole('button', { name: /now: their sessions end/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(teamMessages.disabledDone('Jordan Avery'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/staff/team/2/disable',
    ]);
    expect(await within(card('Jordan Avery')).findByRole('button', { name: 'Enable Jordan Avery' })).toBeVisible();
  });

  it("shows the server's refusal in the account's card, beside the role it is about", async () => {
    const user = userEvent.setup();
    await renderTeam((call) => {
      if (call.method === 'PATCH')
        throw refusal(409, [{ path: 'role', message: teamMessages.lastOwner('Margaret Ellison') }]);
      if (call.path.endsWith('/reset'))
        throw refusal(409, [{ path: '', message: teamMessages.notJoined('Jordan Avery') }]);
      return undefined;
    });
    const mine = card('Margaret Ellison (you)');
    const change = within(mine).getByRole('button', { name: 'Change the role Margaret Ellison' });
    expect(change).toBeDisabled();
    await user.selectOptions(
      within(mine).getByRole('combobox', { name: 'Role of Margaret Ellison' }),
      'Funeral director',
    );
    await user.click(change);
    expect(await within(mine).findByText(teamMessages.lastOwner('Margaret Ellison'))).toBeVisible();
    expect(within(mine).getByRole('combobox', { name: 'Role of Margaret Ellison' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.click(within(card('Jordan Avery')).getByRole('button', { name: 'Reset access Jordan Avery' }));
    expect(await within(card('Jordan Avery')).findByRole('alert')).toHaveTextContent(
      teamMessages.notJoined('Jordan Avery'),
    );
  });

  it('sends an unanswered invitation again with its name, address and role', async () => {
    const user = userEvent.setup();
    const { api } = await renderTeam((call) => (call.path === '/api/staff/team/invitations' ? ivy : undefined));
    await user.click(within(card('Ivy Chen')).getByRole('button', { name: 'Send the invitation again Ivy Chen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to Ivy Chen.');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ivy Chen',
      email: 'member-3@staff.example',
      role: 'director',
    });
  });

  it('checks the invitation with the spec words first, then shows the server refusal beside the address', async () => {
    const user = userEvent.setup();
    const { api } = await renderTeam((call) => {
      if (call.path === '/api/staff/team/invitations')
        throw refusal(409, [{ path: 'email', message: teamMessages.accountExists('owner@evergreen.example') }]);
      return undefined;
    });
    const form = screen.getByRole('form', { name: 'Invite a staff member' });
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(within(form).getByLabelText(/^Name/)).toHaveAccessibleDescription('This field is required');
    expect(within(form).getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText(/^Name/), 'Margaret Again');
    await user.type(within(form).getByLabelText(/^Email/), 'owner@evergreen.example');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Owner');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText(teamMessages.accountExists('owner@evergreen.example'))).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Margaret Again',
      email: 'owner@evergreen.example',
      role: 'owner',
    });
  });
});
