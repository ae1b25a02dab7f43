import { describe, expect, it } from 'vitest';
import { hasLeftoverMarks, obituaryDraftBody, obituaryMessages, OBITUARY_TEXT_MAX } from './family-obituary.ts';
import { issuesOf } from './spec-issues.test-helper.ts';
import { staffObituaryContentBody } from './staff-obituaries.ts';

/* The obituary text's rule, for the family's draft and the staff's form alike. */

describe('obituary text', () => {
  it('finds marks the editor left as text: a star, a pair of them, an unfinished link', () => {
    expect(hasLeftoverMarks('<p>He was a <strong>devoted</strong> husband.****</p>')).toBe(true);
    expect(hasLeftoverMarks('<p>He was a **evoted** husband.</p>')).toBe(true);
    expect(hasLeftoverMarks('<p>Born 1932*</p>')).toBe(true);
    expect(hasLeftoverMarks('<p>See [his boat](https://)</p>')).toBe(true);
  });

  it('reads only the text: bold, italic, links and what a link points at are fine', () => {
    expect(
      hasLeftoverMarks(
        '<p>He was a <strong>devoted</strong> <em>husband</em> [sic] (and father). ' +
          '<a href="https://example.com/a*b](c" rel="noopener">his boat</a></p>',
      ),
    ).toBe(false);
  });

  it('refuses a draft with marks left over, in its own words', () => {
    expect(issuesOf(obituaryDraftBody, { textHtml: '<p>He was a <strong>devoted</strong> husband.****</p>' })).toEqual([
      { path: 'textHtml', message: obituaryMessages.leftoverMarks },
    ]);
    expect(obituaryDraftBody.parse({ textHtml: '<p>He was a <strong>devoted</strong> husband.</p>' })).toBeTruthy();
  });

  it("refuses the staff form's text the same way, and still says a text too long in spec §5 words", () => {
    const form = {
      fullName: 'Harold Whitfield',
      bornOn: null,
      diedOn: null,
      livestreamUrl: null,
      photoMediaId: null,
      events: [],
    };
    expect(issuesOf(staffObituaryContentBody, { ...form, textHtml: '<p>*kind</p>' })).toEqual([
      { path: 'textHtml', message: obituaryMessages.leftoverMarks },
    ]);
    expect(issuesOf(staffObituaryContentBody, { ...form, textHtml: 'a'.repeat(OBITUARY_TEXT_MAX + 1) })).toEqual([
      { path: 'textHtml', message: `Cannot exceed ${OBITUARY_TEXT_MAX} characters` },
    ]);
  });
});
