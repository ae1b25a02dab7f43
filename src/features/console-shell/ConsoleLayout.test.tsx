import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, officeStaff, owner, renderScreen, signedIn } from '#src/lib/console/console-screen.test-helper.tsx';
import { ConsoleHome } from './ConsoleHome.tsx';
import { ConsoleLayout } from './ConsoleLayout.tsx';

/* The console's frame and home (decision 0062): who is signed in, the screens the role may use, the phone's menu. */

async function renderConsole(user = owner, path = '/staff') {
  const auth = await signedIn(user);
  const view = renderScreen(path, () => (
    <ConsoleLayout auth={auth}>
      <ConsoleHome user={user} staffRole={user.staffRole!} auth={auth.actor} />
    </ConsoleLayout>
  ));
  await screen.findByRole('navigation', { name: 'Console' });
  return { ...view, auth };
}

describe('ConsoleLayout', () => {
  it("names the company, the person and their role, and lists the owner's screens", async () => {
    await renderConsole(owner);
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Evergreen Funeral Homes staff console');
    expect(header).toHaveTextContent('Margaret Ellison, Owner');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Calendar',
      'Requests',
      'Cases',
      'Obituaries',
      'Memories',
      'Orders',
      'Products',
      'Price list',
      'Pictures',
      'Reports',
      'Team',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('says beside Requests and Orders how many are new, and beside Memories how many wait', async () => {
    const auth = await signedIn(officeStaff);
    const api = fakeApi((call) =>
      call.path === '/api/staff/request-counts'
        ? { new: 2, newAtNeed: 1 }
        : call.path === '/api/staff/memory-counts'
          ? { pending: 3 }
          : call.path === '/api/staff/order-counts'
            ? { new: 4 }
            : undefined,
    );
    renderScreen(
      '/staff',
      () => (
        <ConsoleLayout auth={auth}>
          <p>Page</p>
        </ConsoleLayout>
      ),
      api,
    );
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    // The count comes after the session check and its call: the navigation is drawn first.
    const count = await within(nav).findByText('(2 new)');
    expect(count.closest('a')).toHaveAttribute('href', '/staff/requests');
    expect(count.closest('a')).toHaveTextContent('Requests (2 new)');
    const waiting = await within(nav).findByText('(3 waiting)');
    expect(waiting.closest('a')).toHaveAttribute('href', '/staff/memories');
    expect(waiting.closest('a')).toHaveTextContent('Memories (3 waiting)');
    const orders = await within(nav).findByText('(4 new)');
    expect(orders.closest('a')).toHaveAttribute('href', '/staff/orders');
    expect(orders.closest('a')).toHaveTextContent('Orders (4 new)');
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/api/staff/memory-counts',
      '/api/staff/order-counts',
      '/api/staff/request-counts',
    ]);
  });

  it('lists Home, Calendar, Requests, Obituaries, Memories, Orders and Pictures for office staff', async () => {
    await renderConsole(officeStaff);
    expect(screen.getByRole('banner')).toHaveTextContent('Dana Ellison, Office staff');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Calendar', 'Requests', 'Obituaries', 'Memories', 'Orders', 'Pictures']);
  });

  it('opens and closes the navigation with the Menu button; Escape closes it and gives the button its focus', async () => {
    const user = userEvent.setup();
    await renderConsole(owner);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(nav).toHaveAttribute('data-open', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    within(nav).getByRole('link', { name: 'Team' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes the open menu when a link of it is followed', async () => {
    const user = userEvent.setup();
    const { router } = await renderConsole(owner);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Team' }));
    expect(router.state.location.pathname).toBe('/staff/team');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out through the auth actor', async () => {
    const user = userEvent.setup();
    const { auth } = await renderConsole(owner);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signOuts).toBe(1);
    await act(async () => {});
    expect(auth.actor.getSnapshot().matches('unauthenticated')).toBe(true);
  });
});

describe('ConsoleHome', () => {
  it('greets the person and says what the role may do, from the contract', async () => {
    await renderConsole(officeStaff);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible();
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('You are signed in as Office staff.');
    const may = screen.getByRole('region', { name: 'What your role may do' });
    // Five of the office's own and reading the schedule, which every role does (decision 0125).
    expect(within(may).getAllByRole('listitem')).toHaveLength(6);
    expect(may).not.toHaveTextContent('Manage the staff accounts');
    // Office staff keep the website: the builder is linked, the team is not.
    const where = screen.getByRole('region', { name: 'Where to do it' });
    expect(within(where).getByRole('link', { name: 'Website builder' })).toHaveAttribute('href', '/?preview=true');
    expect(within(where).queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it("links the owner's Team screen", async () => {
    await renderConsole(owner);
    const where = screen.getByRole('region', { name: 'Where to do it' });
    expect(within(where).getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/staff/team');
  });
});
