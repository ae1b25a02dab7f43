import { describe, expect, it } from 'vitest';
import { allEvents, lampModel as base } from './lamp.test-helper.ts';
import { defineModel, rule } from './machine-model.ts';
import { formatCoverage, isComplete } from './walk-coverage.ts';
import { walkModel } from './walk-model.ts';

describe('walking a model', () => {
  it('walks every transition when the model offers every event', async () => {
    const coverage = await walkModel(defineModel({ ...base, events: () => allEvents }));
    expect(coverage.failures).toEqual([]);
    expect(isComplete(coverage)).toBe(true);
    expect(formatCoverage(coverage)).toMatch(
      /^lamp: 5\/5 transitions walked \(100%\); chart 5\/5; \d+ paths, 0 failed; [1-9]\d* refusals checked$/,
    );
  });

  it('counts a chart transition the events never reach as not walked', async () => {
    const coverage = await walkModel(defineModel({ ...base, events: () => allEvents.slice(0, 3) }));
    expect(isComplete(coverage)).toBe(false);
    expect(coverage.chart.missing).toEqual(['#lamp.on on xstate.after.5000.lamp.on']);
  });

  it('fails a path when the machine did not schedule the delayed event it is driven by', async () => {
    const coverage = await walkModel(defineModel({ ...base, delayedId: () => 'tock', events: () => allEvents }));
    expect(coverage.failures.length).toBeGreaterThan(0);
    expect(coverage.failures[0]?.message).toContain('never scheduled as "tock"');
  });

  it('fails a path when a check on the real actor fails', async () => {
    const coverage = await walkModel(
      defineModel({
        ...base,
        events: () => allEvents,
        rules: ({ after }) => rule(!after.matches('broken'), 'lamps never break'),
      }),
    );
    expect(isComplete(coverage)).toBe(false);
    expect(coverage.failures.map((f) => f.message).join()).toContain('lamps never break');
  });

  it('gives a rule the step: the snapshots around it, its event and the delays pending', async () => {
    const seen: string[] = [];
    await walkModel(
      defineModel({
        ...base,
        events: () => allEvents,
        rules: ({ before, event, after, scheduled }) => {
          if (event?.type === 'press' && after.matches('on'))
            seen.push(
              `${String(before?.value)}→${String(after.value)} ${scheduled.map((s) => `${s.id}@${s.delay}`).join(' ')}`,
            );
        },
      }),
    );
    expect(seen).toContain('off→on tick@1000 xstate.after.5000.lamp.on@5000');
  });

  it('fails a path when a state takes an event the model says it refuses', async () => {
    const coverage = await walkModel(
      defineModel({ ...base, events: () => allEvents, refused: () => [{ type: 'break' } as const] }),
    );
    expect(isComplete(coverage)).toBe(false);
    expect(coverage.failures.map((f) => f.message).join()).toMatch(
      /lamp\.on|on must refuse \{"type":"break"\}, but it took break/,
    );
  });
});
