import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obituaryMessages, OBITUARY_TEXT_MAX } from '#contract/family-obituary.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { useObituaryTextCheck } from './use-obituary-text-check.ts';

/* The editors' check before the text is sent: marks left over never go. */

let restore: () => void;
beforeAll(() => {
  restore = installValidationMessages();
});
afterAll(() => restore());

describe('useObituaryTextCheck', () => {
  it('stops text with marks left over, and says why once it was to be sent, not while typing', () => {
    const { result, rerender } = renderHook(({ html }) => useObituaryTextCheck(html), {
      initialProps: { html: '<p>He was a ****</p>' },
    });
    expect(result.current.error).toBeUndefined();
    let sent = true;
    act(() => {
      sent = result.current.check();
    });
    expect(sent).toBe(false);
    expect(result.current.error).toBe(obituaryMessages.leftoverMarks);
    rerender({ html: '<p>He was a <strong>devoted</strong> husband.</p>' });
    expect(result.current.error).toBeUndefined();
    act(() => {
      sent = result.current.check();
    });
    expect(sent).toBe(true);
  });

  it('says a text too long at once, for the buttons to wait', () => {
    const { result } = renderHook(() => useObituaryTextCheck('a'.repeat(OBITUARY_TEXT_MAX + 1)));
    expect(result.current).toMatchObject({ tooLong: true, error: `Cannot exceed ${OBITUARY_TEXT_MAX} characters` });
  });
});
