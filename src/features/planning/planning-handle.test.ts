import { describe, expect, it, vi } from 'vitest';
import type { PlanningEvent } from '#machines/planning/planning.machine.ts';
import { lazyPlanning } from './planning-handle.ts';
import type { PlanningRuntime } from './planning-runtime.ts';

/** A runtime whose session records what reaches the machine, and when the navigator was handed over. */
function fakeRuntime() {
  const log: string[] = [];
  const runtime = {
    session: {
      actor: { send: (event: PlanningEvent) => log.push(event.type) },
      setNavigator: (navigate: unknown) => log.push(navigate ? 'navigator' : 'no navigator'),
    },
    SavedPlan: () => null,
  } as unknown as PlanningRuntime;
  return { log, runtime };
}

describe('lazyPlanning (the /plan-now handle: the first screen paints before the wizard has loaded)', () => {
  it('loads nothing until asked', () => {
    const start = vi.fn(async () => fakeRuntime().runtime);
    const planning = lazyPlanning(start);
    planning.setNavigator(() => {});
    expect(start).not.toHaveBeenCalled();
    expect(planning.current()).toBeUndefined();
  });

  it('delivers a choice made before the session loaded, in order, after the navigator was handed over', async () => {
    const { log, runtime } = fakeRuntime();
    const planning = lazyPlanning(async () => runtime);
    planning.setNavigator(() => {});
    const first = planning.send({ type: 'planType.choose', planType: 'at-need' });
    const second = planning.send({ type: 'plan.clear' });
    expect(log).toEqual([]);
    await Promise.all([first, second]);
    expect(log).toEqual(['navigator', 'planType.choose', 'plan.clear']);
    expect(planning.current()).toBe(runtime);
  });

  it('loads once however often it is asked, tells subscribers once, and forwards a later navigator', async () => {
    const { log, runtime } = fakeRuntime();
    const start = vi.fn(async () => runtime);
    const planning = lazyPlanning(start);
    const listener = vi.fn();
    planning.subscribe(listener);
    await Promise.all([planning.load(), planning.load(), planning.send({ type: 'visit.start' })]);
    planning.setNavigator(null);
    expect(start).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log).toEqual(['no navigator', 'visit.start', 'no navigator']);
  });

  it('forgets a failed load: the send says so, and the next one tries again', async () => {
    const { log, runtime } = fakeRuntime();
    const start = vi.fn<() => Promise<PlanningRuntime>>().mockRejectedValueOnce(new Error('offline'));
    start.mockResolvedValueOnce(runtime);
    const planning = lazyPlanning(start);
    await expect(planning.send({ type: 'planType.choose', planType: 'pre-plan-self' })).rejects.toThrow('offline');
    expect(planning.current()).toBeUndefined();
    await planning.send({ type: 'planType.choose', planType: 'pre-plan-self' });
    expect(start).toHaveBeenCalledTimes(2);
    expect(log).toEqual(['no navigator', 'planType.choose']);
  });
});
