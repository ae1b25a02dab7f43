import { describe, expect, it } from 'vitest';
import type { SavedPlan } from '#machines/planning/planning.machine.ts';
import { browserPlanStorage, SAVED_PLAN_LIFETIME_MS } from './saved-plan-storage.ts';

const plan: SavedPlan = {
  planType: 'at-need',
  locationId: 2,
  sectionIndex: 1,
  answers: { contactEmail: 'ruth@example.com', contactAddress: { country: 'US', line1: '1 Main St' } },
  round: 0,
};

function memoryStorage() {
  const items = new Map<string, string>();
  let writes = 0;
  return {
    items,
    writes: () => writes,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes += 1;
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('browserPlanStorage', () => {
  it('keeps a plan and its session between visits', () => {
    const storage = memoryStorage();
    browserPlanStorage(storage).save('session-1', plan);
    expect(browserPlanStorage(storage).load()).toEqual({ sessionId: 'session-1', plan });
  });

  it('writes only when the plan changed', () => {
    const storage = memoryStorage();
    const plans = browserPlanStorage(storage);
    plans.save('session-1', plan);
    plans.save('session-1', { ...plan });
    expect(storage.writes()).toBe(1);
    plans.save('session-1', { ...plan, sectionIndex: 2 });
    expect(storage.writes()).toBe(2);
  });

  it('forgets a sent plan (null)', () => {
    const storage = memoryStorage();
    const plans = browserPlanStorage(storage);
    plans.save('session-1', plan);
    plans.save('session-1', null);
    expect(storage.items.size).toBe(0);
    expect(plans.load()).toBeNull();
  });

  it('drops a plan left unused for 30 days, and anything it cannot read', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    browserPlanStorage(storage, () => now).save('session-1', plan);
    now += SAVED_PLAN_LIFETIME_MS + 1;
    expect(browserPlanStorage(storage, () => now).load()).toBeNull();
    expect(storage.items.size).toBe(0);
    storage.setItem('lantern.planning.v1', '{not json');
    expect(browserPlanStorage(storage).load()).toBeNull();
    storage.setItem(
      'lantern.planning.v1',
      JSON.stringify({ sessionId: 's', savedAt: now, plan: { planType: 'later' } }),
    );
    expect(browserPlanStorage(storage).load()).toBeNull();
  });

  it('keeps working when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const plans = browserPlanStorage(refusing);
    expect(() => plans.save('session-1', plan)).not.toThrow();
    expect(plans.load()).toBeNull();
    expect(browserPlanStorage(undefined).load()).toBeNull();
  });
});
