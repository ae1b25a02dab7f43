import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { requestStep, type RequestEvent } from '#contract/planning-request.ts';
import { requestStatuses } from '#contract/staff-requests.ts';
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

  it('takes exactly the events requestStep takes, to the same state, from every status', () => {
    const events: RequestEvent[] = [
      { type: 'contact.record' },
      { type: 'case.open' },
      { type: 'close', reason: '  Moved away  ' },
      { type: 'close', reason: '   ' },
      { type: 'close', reason: 'x'.repeat(500) },
      { type: 'close', reason: 'x'.repeat(501) },
      { type: 'reopen' },
    ];
    for (const status of requestStatuses) {
      const reason = status === 'closed' ? 'Duplicate' : null;
      const snapshot = requestSnapshot(status, reason);
      for (const event of events) {
        const step = requestStep({ status, reason }, event);
        const label = `${status} --${event.type}-->`;
        expect(snapshot.can(event), label).toBe(step !== null);
        if (!step) continue;
        const [next] = transition(snapshot.machine, snapshot, event);
        expect({ status: next.value, reason: next.context.reason }, label).toEqual(step);
      }
    }
  });

  it('ends a request whose case is open', () => {
    const opened = requestSnapshot('case-opened', null);
    expect(opened.can({ type: 'close', reason: 'Too late' })).toBe(false);
  });
});
