import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#contract/auth.ts';
import type { MyCases as MyCasesAnswer } from '#contract/staff-cases.ts';
import {
  director,
  fakeApi,
  nothingWaiting,
  owner,
  renderScreen,
  signedIn,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { MyCases } from './MyCases.tsx';

/* "My cases" on the console's home (decision 0105): the signed-in person's cases, linked, by their next event. */

const two: MyCasesAnswer = {
  items: [
    {
      id: 7,
      reference: '000007',
      status: 'AT_NEED',
      decedentName: 'Edwin Ashdown',
      locationName: 'Evergreen Chapel',
      openedAt: '2026-03-01T12:00:00.000Z',
      nextEvent: { kind: 'visitation', startsAt: '2026-03-05T17:00:00.000Z', timeZone: 'America/Los_Angeles' },
    },
    {
      id: 9,
      reference: '000009',
      status: 'PRE_PLAN',
      decedentName: 'Teresa Moreno',
      locationName: 'Riverside Chapel',
      openedAt: '2026-02-01T12:00:00.000Z',
      nextEvent: null,
    },
  ],
  total: 2,
};

async function renderMine(user: SessionUser, answer: MyCasesAnswer) {
  const api = fakeApi((call) => (call.path === '/api/staff/my-cases' ? answer : nothingWaiting(call)));
  const auth = await signedIn(user);
  const view = renderScreen('/staff', () => <MyCases auth={auth.actor} staffRole={user.staffRole!} />, api);
  return { api, view };
}

describe('MyCases', () => {
  it("lists a director's cases in the server's order, each linked, with its next event", async () => {
    await renderMine(director, two);
    const list = await screen.findByRole('list', { name: 'My cases' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Edwin Ashdown', '/staff/cases/7'],
      ['Teresa Moreno', '/staff/cases/9'],
    ]);
    expect(within(list).getByText(/^Visitation: Thursday, March 5, 9:00 AM PST/)).toBeInTheDocument();
    expect(within(list).getByText(/^No event to come · Pre-planning · Riverside Chapel/)).toBeInTheDocument();
  });

  it('tells a director with no case so, and shows an owner nothing until a case is theirs', async () => {
    await renderMine(director, { items: [], total: 0 });
    expect(await screen.findByText('No case is assigned to you yet.')).toBeInTheDocument();
    const { view } = await renderMine(owner, { items: [], total: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(view.container).queryByRole('heading', { name: 'My cases' })).toBeNull();
  });
});
