import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { judgeRequestEvent, requestSnapshot } from './planning-request.machine.ts';
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

  it('judges a stored request’s event as the server does: the next state, or null when refused', () => {
    const reason = 'x'.repeat(500);
    expect(judgeRequestEvent({ status: 'new', reason: null }, { type: 'contact.record' })).toEqual({
      status: 'contacted',
      reason: null,
    });
    expect(judgeRequestEvent({ status: 'contacted', reason: null }, { type: 'contact.record' })).toBeNull();
    expect(judgeRequestEvent({ status: 'new', reason: null }, { type: 'close', reason: '  Moved away  ' })).toEqual({
      status: 'closed',
      reason: 'Moved away',
    });
    expect(judgeRequestEvent({ status: 'contacted', reason: null }, { type: 'close', reason })).toEqual({
      status: 'closed',
      reason,
    });
    expect(
      judgeRequestEvent({ status: 'contacted', reason: null }, { type: 'close', reason: `${reason}x` }),
    ).toBeNull();
    expect(judgeRequestEvent({ status: 'new', reason: null }, { type: 'close', reason: '   ' })).toBeNull();
    expect(judgeRequestEvent({ status: 'closed', reason: 'Duplicate' }, { type: 'reopen' })).toEqual({
      status: 'contacted',
      reason: null,
    });
    expect(judgeRequestEvent({ status: 'case-opened', reason: null }, { type: 'reopen' })).toBeNull();
    expect(judgeRequestEvent({ status: 'contacted', reason: null }, { type: 'case.open' })).toEqual({
      status: 'case-opened',
      reason: null,
    });
  });

  it('ends a request whose case is open', () => {
    const opened = requestSnapshot('case-opened', null);
    expect(opened.can({ type: 'close', reason: 'Too late' })).toBe(false);
  });
});
