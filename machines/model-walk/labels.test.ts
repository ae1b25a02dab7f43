import { describe, expect, it } from 'vitest';
import { describePath, stateLabel, transitionKey } from './labels.ts';

describe('walk labels', () => {
  it('labels nested and parallel state values', () => {
    expect(stateLabel('idle')).toBe('idle');
    expect(stateLabel({ visible: 'running' })).toBe('visible.running');
    expect(stateLabel({ a: 'x', b: { c: 'y' } })).toBe('{a.x, b.c.y}');
  });

  it('labels a transition by its states and event', () => {
    expect(transitionKey('off', 'press', { on: 'lit' })).toBe('off --press--> on.lit');
  });

  it('labels a path by where it ends and the events after its start', () => {
    const step = (type: string) => ({ event: { type } });
    expect(describePath({ state: { value: 'on' }, steps: [step('xstate.init'), step('press')] })).toBe(
      'on after press',
    );
    expect(describePath({ state: { value: 'off' }, steps: [step('xstate.init')] })).toBe('off after start');
  });
});
