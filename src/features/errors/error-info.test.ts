import { describe, expect, it } from 'vitest';
import { notFound } from '@tanstack/react-router';
import { isCrawler } from '#contract/crawlers.ts';
import { describeError, errorTitle, serialiseError } from './error-info.ts';

describe('error titles (spec §2)', () => {
  it('says "404 - Page Not Found" for a missing page', () => {
    expect(errorTitle(describeError(notFound()))).toBe('404 - Page Not Found');
    expect(errorTitle(describeError({ status: 404, message: 'Not Found' }))).toBe('404 - Page Not Found');
  });

  it('says the status code and its status message when one is known', () => {
    expect(errorTitle(describeError({ status: 503, message: 'Service Unavailable' }))).toBe('503 Service Unavailable');
    expect(errorTitle(describeError({ status: 418, statusText: "I'm a teapot", message: 'x' }))).toBe(
      "418 I'm a teapot",
    );
  });

  it('says the status code plus "Error" when no message is known', () => {
    expect(errorTitle(describeError({ status: 418, message: 'x' }))).toBe('418 Error');
  });

  it('says "There was an error" without a status', () => {
    expect(errorTitle(describeError(new Error('boom')))).toBe('There was an error');
  });
});

describe('not found messages (spec §8)', () => {
  it('says "Page not found" for an unknown path, or the message the route gave', () => {
    expect(describeError(notFound()).message).toBe('Page not found');
    expect(describeError(notFound({ data: { message: 'Page Not Found' } })).message).toBe('Page Not Found');
    expect(describeError(notFound({ data: { message: 42 } })).message).toBe('Page not found');
  });
});

describe('error details', () => {
  it('serialises status and message only', () => {
    expect(serialiseError(describeError(new Error('boom')))).toBe('{"status":null,"message":"boom"}');
  });

  it('recognises crawler user agents and not browsers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36')).toBe(false);
  });
});
