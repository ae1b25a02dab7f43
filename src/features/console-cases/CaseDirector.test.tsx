import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { caseDirectorMessages, type StaffCase } from '#contract/staff-cases.ts';
import {
  director,
  fakeApi,
  owner,
  recordedToasts,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { CaseDirector } from './CaseDirector.tsx';
import { theCase } from './staff-case.test-helper.ts';

/* The case page's Funeral director (decision 0105): who directs the case, and the choice of another. */

const directors = [
  { id: 1, name: 'Margaret Ellison', role: 'owner' },
  { id: 2, name: 'Ivy Chen', role: 'director' },
];

async function renderDirector(
  options: { assigned?: StaffCase['director']; canAssign?: boolean; answer?: (call: SentCall) => unknown } = {},
) {
  const api = fakeApi((call) =>
    call.path === '/api/staff/directors' ? { directors } : (options.answer ?? (() => undefined))(call),
  );
  const toasts = recordedToasts();
  const auth = await signedIn(options.canAssign === false ? director : owner);
  renderScreen(
    '/staff/cases/7',
    () => (
      <CaseDirector
        auth={auth.actor}
        theCase={{ ...theCase, director: options.assigned ?? null }}
        canAssign={options.canAssign ?? true}
      />
    ),
    api,
    toasts,
  );
  await screen.findByRole('heading', { level: 2, name: 'Funeral director' });
  return { api, toasts };
}

const sent = (api: { calls: SentCall[] }) => api.calls.filter((call) => call.method === 'PUT');

describe('CaseDirector', () => {
  it('chooses a director among the directors and owners, sends the choice and says it', async () => {
    const user = userEvent.setup();
    const { api, toasts } = await renderDirector({
      answer: () => ({ director: { id: 2, name: 'Ivy Chen', directs: true } }),
    });
    expect(screen.getByText('No director yet: the family is asked to call the location.')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Director' });
    await within(select).findByRole('option', { name: 'Ivy Chen' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No director yet', 'Margaret Ellison (owner)', 'Ivy Chen']);
    await user.selectOptions(select, 'Ivy Chen');
    await user.click(screen.getByRole('button', { name: 'Save the director' }));
    expect(sent(api)).toEqual([
      { method: 'PUT', path: '/api/staff/cases/7/director', body: { userId: 2 }, query: undefined, headers: undefined },
    ]);
    expect(toasts.sent.at(-1)).toMatchObject({ title: 'Ivy Chen now directs this case.' });
  });

  it('clears the director with null', async () => {
    const user = userEvent.setup();
    const { api, toasts } = await renderDirector({
      assigned: { id: 2, name: 'Ivy Chen', directs: true },
      answer: () => ({ director: null }),
    });
    expect(screen.getByText(/^Ivy Chen directs this case\./)).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Director' });
    expect(select).toHaveValue('2');
    await user.selectOptions(select, 'No director yet');
    await user.click(screen.getByRole('button', { name: 'Save the director' }));
    expect(sent(api).map((call) => call.body)).toEqual([{ userId: null }]);
    expect(toasts.sent.at(-1)).toMatchObject({ title: 'This case has no director now.' });
  });

  it("says the server's refusal under the select, and keeps an account that can no longer direct as the choice", async () => {
    const user = userEvent.setup();
    const message = caseDirectorMessages.disabled('Hugo Lane');
    await renderDirector({
      assigned: { id: 9, name: 'Hugo Lane', directs: false },
      answer: () => {
        throw refusal(422, [{ path: 'userId', message }]);
      },
    });
    expect(screen.getByText(/^Hugo Lane can no longer direct cases/)).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Director' });
    await within(select).findByRole('option', { name: 'Hugo Lane (can no longer direct)' });
    expect(select).toHaveValue('9');
    await user.click(screen.getByRole('button', { name: 'Save the director' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the director without the choice to a role that may not assign', async () => {
    const { api } = await renderDirector({
      assigned: { id: 1, name: 'Margaret Ellison', directs: true },
      canAssign: false,
    });
    expect(screen.getByText(/^Margaret Ellison directs this case\./)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Director' })).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/staff/directors')).toEqual([]);
  });
});
