/** Where this browser keeps the plan in progress (saved-plan-storage.ts reads and writes it). */
export const SAVED_PLAN_KEY = 'lantern.planning.v1';

/**
 * Whether this browser keeps a plan, without reading it: the plan-type screen waits for the wizard
 * when one is kept, so its "Welcome back" is there from the first paint (decision 0031).
 */
export function hasSavedPlan(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(SAVED_PLAN_KEY) != null;
  } catch {
    // Storage refused (private mode): nothing can be kept either.
    return false;
  }
}
