import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { imageSource, isLinkTarget, linkTarget } from './link-target.ts';
import { toApiIssues, validationErrorMap } from './validation-messages.ts';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: validationErrorMap });
  return result.success ? [] : toApiIssues(result.error);
};

const invalidUrl = [{ path: '', message: 'Please enter a valid URL' }];

describe('link targets', () => {
  it.each([
    '/',
    '/about',
    '/plan-now?type=at-need#start',
    '/media/caf%C3%A9.jpg',
    'https://example.org',
    'http://example.org/a/b?c=d#e',
    'HTTPS://EXAMPLE.ORG/',
    'mailto:care@example.org',
    'mailto:care@example.org?subject=Hello%20there',
    'tel:+15035550142',
    'tel:503-555-0142',
  ])('accepts %j', (to) => {
    expect(isLinkTarget(to)).toBe(true);
    expect(issuesOf(linkTarget(), to)).toEqual([]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://'],
    ['https:///path'],
    ['https:// evil.example'],
    ['/about '],
    [' /about'],
    ['about'],
    ['#top'],
    ['mailto:'],
    ['tel:call-me'],
    // A scheme smuggled in front of an allowed one, or text after the number.
    ['javascript:tel:5035550142'],
    ['tel:5035550142,alert'],
    ['ftp://example.org'],
  ])('refuses %j with spec §5 "Please enter a valid URL"', (to) => {
    expect(isLinkTarget(to)).toBe(false);
    expect(issuesOf(linkTarget(), to)).toEqual(invalidUrl);
  });

  it.each([['java\tscript:alert(1)'], ['java\nscript:alert(1)'], ['\u0001javascript:alert(1)'], ['/about\r\n']])(
    'refuses %j, with a control character, as spec §5 "Invalid string" (one line of text)',
    (to) => {
      expect(isLinkTarget(to)).toBe(false);
      expect(issuesOf(linkTarget(), to)).toEqual([{ path: '', message: 'Invalid string' }]);
    },
  );

  it('says an empty target is required-length, and a NUL an invalid string, once each', () => {
    expect(issuesOf(linkTarget(), '')).toEqual([{ path: '', message: 'This field is required' }]);
    expect(issuesOf(linkTarget(), '/a\u0000')).toEqual([{ path: '', message: 'Invalid string' }]);
  });

  it('limits a target to 2,000 characters', () => {
    expect(issuesOf(linkTarget(), `/${'a'.repeat(1999)}`)).toEqual([]);
    expect(issuesOf(linkTarget(), `/${'a'.repeat(2000)}`)).toEqual([
      { path: '', message: 'Cannot exceed 2000 characters' },
    ]);
  });
});

describe('image sources', () => {
  it('are files of this site or http(s) addresses, nothing else', () => {
    expect(issuesOf(imageSource(), '/media/hero-evergreen.svg')).toEqual([]);
    expect(issuesOf(imageSource(), 'https://images.example.org/a.jpg')).toEqual([]);
    for (const src of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/a.jpg', 'mailto:a@b.c'])
      expect(issuesOf(imageSource(), src), src).toEqual(invalidUrl);
  });
});
