import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { requestSnapshot } from './planning-request.machine.ts';
import { model } from './planning-request.model.ts';

describeModelWalk(model);

describe('planning request machine, from a stored status', () => {
  it('takes what the stored status allows and names the next status', () => {
    const closed = requestSnapshot('closed', 'Duplicate of another request');
    expect(closed.can({ type: 'case.open' })).toBe(false);
    const [reopened] = transition(closed.machine, closed, { type: 'reopen' });
    expect(reopened.value).toBe('contacted');
    expect(reopened.context.reason).toBeNull();
  });

  it('ends a request whose case is open', () => {
    const opened = requestSnapshot('case-opened', null);
    expect(opened.can({ type: 'close', reason: 'Too late' })).toBe(false);
  });
});
