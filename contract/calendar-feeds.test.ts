import { describe, expect, it } from 'vitest';
import {
  calendarFeedBody,
  calendarFeedPath,
  calendarFeedThrottledMessage,
  calendarFeedTokenParam,
  madeCalendarFeed,
  myCalendarFeed,
} from './calendar-feeds.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

describe('calendarFeedBody', () => {
  it('takes every event or my cases, and nothing else', () => {
    expect(calendarFeedBody.parse({ scope: 'all' })).toEqual({ scope: 'all' });
    expect(calendarFeedBody.parse({ scope: 'mine' })).toEqual({ scope: 'mine' });
    expect(issuesOf(calendarFeedBody, { scope: 'everyone' })).toEqual([
      { path: 'scope', message: 'Invalid option selected. Valid options are: all, mine' },
    ]);
    expect(issuesOf(calendarFeedBody, {})).toEqual([{ path: 'scope', message: 'This field is required' }]);
  });
});

describe('the feed as the console reads it', () => {
  const feed = { scope: 'mine', createdAt: '2026-12-05T15:00:00.000Z', lastFetchedAt: null };

  it('is the feed or null, and only the answer that made it carries the address', () => {
    expect(myCalendarFeed.parse({ feed })).toEqual({ feed });
    expect(myCalendarFeed.parse({ feed: null })).toEqual({ feed: null });
    expect(madeCalendarFeed.parse({ ...feed, url: '/x' })).toEqual({ ...feed, url: '/x' });
    expect(myCalendarFeed.parse({ feed: { ...feed, url: '/x' } }).feed).not.toHaveProperty('url');
  });
});

describe('calendarFeedTokenParam and calendarFeedPath', () => {
  it('takes any token up to 256 characters, and writes it into the address', () => {
    const token = 'Qk3x9_aZ-0fYb1LwT8sV2nRm4pJc6hDe5gUi7oKq3yA';
    expect(calendarFeedTokenParam.parse({ token })).toEqual({ token });
    expect(calendarFeedTokenParam.parse({ token: 'x'.repeat(256) }).token).toHaveLength(256);
    expect(issuesOf(calendarFeedTokenParam, { token: 'x'.repeat(257) })[0]?.path).toBe('token');
    expect(issuesOf(calendarFeedTokenParam, { token: '' })[0]?.path).toBe('token');
    expect(calendarFeedPath(token)).toBe(`/api/calendar-feeds/${token}/calendar.ics`);
  });

  it('says how long to wait when fetched too often', () => {
    expect(calendarFeedThrottledMessage(120)).toMatch(
      /^This calendar was fetched too often from here\. Please wait 2 minutes/,
    );
  });
});
