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
import { ConsoleHome } from './ConsoleHome.tsx';
import { MyCases } from './MyCases.tsx';

/*
 * "My cases" on the console's home (decision 0105, amended for issue 43): the signed-in person's cases,
 * linked, by their next event, each with what its family still has to do.
 */

const nothingLeft = {
  openTasks: { count: 0, titles: [] },
  statement: 'signed',
  balanceCents: 0,
} satisfies MyCasesAnswer['items'][number]['familyToDo'];

const two: MyCasesAnswer = {
  items: [
    {
      id: 7,
      reference: '000007',
      status: 'AT_NEED',
      decedentName: 'Edwin Ashdown',
      locationName: 'Evergreen Chapel',
      openedAt: '2026-03-01T12:00:00.000Z',
      nextEvent: {
        kind: 'visitation',
        title: null,
        startsAt: '2026-03-05T17:00:00.000Z',
        timeZone: 'America/Los_Angeles',
      },
      familyToDo: {
        openTasks: { count: 5, titles: ['Share photos', 'Choose a memorial theme', 'Choose the music'] },
        statement: 'signed',
        balanceCents: 125_000,
      },
    },
    {
      id: 9,
      reference: '000009',
      status: 'PRE_PLAN',
      decedentName: 'Teresa Moreno',
      locationName: 'Riverside Chapel',
      openedAt: '2026-02-01T12:00:00.000Z',
      nextEvent: null,
      familyToDo: nothingLeft,
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

/** The lines under the case named `name`: its summary, then what its family still has to do. */
const linesOf = (list: HTMLElement, name: string) => {
  const item = within(list).getByRole('link', { name }).closest('li')!;
  return [...item.querySelectorAll('p, li')].map((line) => line.textContent);
};

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

  it('says what each family still has to do, a short line each, or that nothing is left', async () => {
    await renderMine(director, two);
    const list = await screen.findByRole('list', { name: 'My cases' });
    expect(linesOf(list, 'Edwin Ashdown').slice(1)).toEqual([
      '5 tasks open: Share photos, Choose a memorial theme, Choose the music and 2 more',
      '$1,250.00 due',
    ]);
    expect(within(list).getByRole('list', { name: 'Still to do for the family' })).toBeInTheDocument();
    expect(linesOf(list, 'Teresa Moreno').slice(1)).toEqual(['Nothing left for the family']);
  });

  it('names the statement still to choose or sign, a named event by its name, and no balance before signing', async () => {
    const item = two.items[0]!;
    const answer: MyCasesAnswer = {
      items: [
        {
          ...item,
          id: 11,
          decedentName: 'Unsigned Case',
          nextEvent: { ...item.nextEvent!, kind: 'other', title: 'Private family viewing' },
          familyToDo: { openTasks: { count: 1, titles: ['Share photos'] }, statement: 'unsigned', balanceCents: null },
        },
        {
          ...item,
          id: 12,
          decedentName: 'Not Started',
          nextEvent: { ...item.nextEvent!, kind: 'memorial', title: null },
          familyToDo: { openTasks: { count: 0, titles: [] }, statement: 'not-started', balanceCents: null },
        },
        // Paid more than the statement: the funeral home's to give back, not the family's to pay.
        { ...item, id: 13, decedentName: 'Paid Over', familyToDo: { ...nothingLeft, balanceCents: -500 } },
      ],
      total: 3,
    };
    await renderMine(director, answer);
    const list = await screen.findByRole('list', { name: 'My cases' });
    expect(linesOf(list, 'Unsigned Case')).toEqual([
      expect.stringMatching(/^Private family viewing: Thursday, March 5/),
      '1 task open: Share photos',
      'Statement not signed yet',
    ]);
    expect(linesOf(list, 'Not Started')).toEqual([
      expect.stringMatching(/^Memorial service: Thursday, March 5/),
      'Package not chosen yet',
    ]);
    expect(linesOf(list, 'Paid Over').slice(1)).toEqual(['Nothing left for the family']);
  });

  it('tells a director with no case so, and shows an owner nothing until a case is theirs', async () => {
    await renderMine(director, { items: [], total: 0 });
    expect(await screen.findByText('No case is assigned to you yet.')).toBeInTheDocument();
    const { view } = await renderMine(owner, { items: [], total: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(view.container).queryByRole('heading', { name: 'My cases' })).toBeNull();
  });
});

describe('the console home', () => {
  it("opens on My cases: the first section of a director's home, and of an owner's once a case is theirs", async () => {
    for (const user of [director, owner]) {
      const api = fakeApi((call) => (call.path === '/api/staff/my-cases' ? two : nothingWaiting(call)));
      const auth = await signedIn(user);
      const view = renderScreen(
        '/staff',
        () => <ConsoleHome user={user} staffRole={user.staffRole!} auth={auth.actor} />,
        api,
      );
      await within(view.container).findByRole('list', { name: 'My cases' });
      const sections = within(view.container).getAllByRole('heading', { level: 2 });
      expect(sections[0], user.name).toHaveTextContent('My cases');
      view.unmount();
    }
  });
});
