import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MadeCalendarFeed, MyCalendarFeed } from '#contract/calendar-feeds.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import {
  director,
  fakeApi,
  nothingWaiting,
  refusal,
  renderScreen,
  signedIn,
  type SentCall,
} from '#src/lib/console/console-screen.test-helper.tsx';
import { CalendarFeed, calendarFeedWords } from './CalendarFeed.tsx';
import { feedAddressWords } from './FeedAddress.tsx';

/*
 * The calendar feed's section (decision 0128): the address is made from a choice of what it holds,
 * shown once with a Copy button and each app's steps, replaced by a new one, and stopped after a
 * confirmation; the server's words when it refuses.
 */

const token = 'Qk3x9_aZ-0fYb1LwT8sV2nRm4pJc6hDe5gUi7oKq3yA';
const made = (scope: 'all' | 'mine'): MadeCalendarFeed => ({
  scope,
  createdAt: '2026-12-05T15:00:00.000Z',
  lastFetchedAt: null,
  url: `/api/calendar-feeds/${token}/calendar.ics`,
});

/** A server holding one person's feed: GET answers it, POST makes it, DELETE stops it. */
function feedServer(start: MyCalendarFeed['feed'], refuse?: (call: SentCall) => Error | undefined) {
  let feed = start;
  return fakeApi((call) => {
    if (call.path !== '/api/staff/calendar-feed') return nothingWaiting(call);
    const refused = refuse?.(call);
    if (refused) throw refused;
    if (call.method === 'GET') return { feed };
    if (call.method === 'DELETE') {
      feed = null;
      return undefined;
    }
    const answer = made((call.body as { scope: 'all' | 'mine' }).scope);
    const { url: _url, ...kept } = answer;
    feed = kept;
    return answer;
  });
}

async function renderFeed(api: ReturnType<typeof feedServer>) {
  const auth = await signedIn(director);
  renderScreen('/staff/calendar', () => <CalendarFeed auth={auth.actor} />, api);
  await screen.findByRole('button', { name: /Make/ });
}

describe('CalendarFeed', () => {
  it('makes the address from the choice, shows it once with its steps, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const api = feedServer(null);
    await renderFeed(api);
    expect(screen.getByText('You have no calendar feed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop the feed' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Only the cases I direct' }));
    await user.click(screen.getByRole('button', { name: 'Make my feed address' }));
    const address = await screen.findByRole('textbox', { name: /Your feed’s address/ });
    expect(address).toHaveValue(`${window.location.origin}/api/calendar-feeds/${token}/calendar.ics`);
    expect(address).toHaveFocus();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ scope: 'mine' });
    for (const words of ['Add calendar from URL', 'New Calendar Subscription', 'Subscribe from web'])
      expect(screen.getByText(new RegExp(words))).toBeVisible();
    expect(screen.getByText(/Your feed holds: only the cases i direct/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(writeText).toHaveBeenCalledWith((address as HTMLInputElement).value);
    expect(screen.getByText(feedAddressWords.copied)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeVisible();
  });

  it('never shows an existing feed’s address, and makes a new one in its place', async () => {
    const user = userEvent.setup();
    const api = feedServer({ scope: 'all', createdAt: '2026-12-01T15:00:00.000Z', lastFetchedAt: null });
    await renderFeed(api);
    expect(screen.getByText(/Your feed holds: every event of the funeral home/)).toBeVisible();
    expect(screen.getByText(/no calendar has read it yet/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Every event of the funeral home' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByRole('textbox', { name: /Your feed’s address/ })).toBeVisible();
  });

  it('stops the feed after a confirmation, and keeps it when asked to', async () => {
    const user = userEvent.setup();
    const api = feedServer({ scope: 'all', createdAt: '2026-12-01T15:00:00.000Z', lastFetchedAt: null });
    await renderFeed(api);
    await user.click(screen.getByRole('button', { name: 'Stop the feed' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Stop the feed' })).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Stop the feed' }));
    expect(screen.getByRole('group', { name: 'Stop the feed?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stop it' }));
    expect(await screen.findByText(calendarFeedWords.stopped)).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByText('You have no calendar feed.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Calendar feed' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Stop the feed' })).toBeNull();
  });

  it("says the server's words when it refuses, and shows no address", async () => {
    const user = userEvent.setup();
    const api = feedServer(null, (call) =>
      call.method === 'POST' ? refusal(403, [{ path: '', message: roleRefusedMessage }]) : undefined,
    );
    await renderFeed(api);
    await user.click(screen.getByRole('button', { name: 'Make my feed address' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(roleRefusedMessage));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
