import { z } from 'zod';
import { planType } from '#contract/planning.ts';
import type { SavedPlan } from '#machines/planning/planning.machine.ts';
import { SAVED_PLAN_KEY as STORAGE_KEY } from './saved-plan-key.ts';

/*
 * The plan in progress, kept in this browser's localStorage so a reload, a closed tab or a visit
 * days later finds every answer. Only this browser holds it; it is removed once the plan
 * is sent, when the visitor clears it, or after 30 days unused (a shared computer should not keep
 * a family's details forever).
 */

export const SAVED_PLAN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const stored = z.object({
  sessionId: z.string().min(1).max(100),
  savedAt: z.number(),
  plan: z.object({
    planType: planType.nullable(),
    locationId: z.number().int().nullable(),
    sectionIndex: z.number().int().min(0),
    answers: z.record(z.string(), z.unknown()),
    round: z.number().int().min(0),
  }),
});

export interface StoredPlan {
  sessionId: string;
  plan: SavedPlan;
}

export interface PlanStorage {
  load(): StoredPlan | null;
  save(sessionId: string, plan: SavedPlan | null): void;
}

/** localStorage, forgiving: a browser that refuses storage (private mode, full) still runs the wizard. */
export function browserPlanStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
  now: () => number = Date.now,
): PlanStorage {
  let lastWritten: string | null = null;
  return {
    load() {
      try {
        const text = storage?.getItem(STORAGE_KEY);
        if (!text) return null;
        const parsed = stored.safeParse(JSON.parse(text));
        if (!parsed.success || now() - parsed.data.savedAt > SAVED_PLAN_LIFETIME_MS) {
          storage?.removeItem(STORAGE_KEY);
          return null;
        }
        return { sessionId: parsed.data.sessionId, plan: parsed.data.plan as SavedPlan };
      } catch {
        return null;
      }
    },
    save(sessionId, plan) {
      try {
        if (plan === null) {
          storage?.removeItem(STORAGE_KEY);
          lastWritten = null;
          return;
        }
        const body = JSON.stringify({ plan, sessionId });
        // Every snapshot lands here; only a changed plan is written.
        if (body === lastWritten) return;
        lastWritten = body;
        storage?.setItem(STORAGE_KEY, JSON.stringify({ sessionId, savedAt: now(), plan }));
      } catch {
        // Storage refused: the answers stay in memory for this visit.
      }
    },
  };
}
