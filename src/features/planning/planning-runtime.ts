import type { ComponentType } from 'react';
import type { RouterContext } from '#src/lib/router-context.ts';
import { createPlanningSession, type PlanningSession } from './planning-session.ts';
import { SavedPlanCallout, type SavedPlanCalloutProps } from './SavedPlanCallout.tsx';

/**
 * The wizard's heavy half (xstate, the planning machine, zod schemas; the screens after the first
 * bring TanStack Form): loaded by the /plan-now handle once the plan-type screen has painted, or at
 * once on any other wizard URL (decision 0031).
 */
export interface PlanningRuntime {
  session: PlanningSession;
  /** The plan-type screen's "Welcome back" (continue or clear), which reads the machine. */
  SavedPlan: ComponentType<SavedPlanCalloutProps>;
}

export async function startPlanning(context: RouterContext): Promise<PlanningRuntime> {
  // The error toast must never wait on a download, even when the server has just gone away.
  void context.toasts.preload();
  return { session: await createPlanningSession(context), SavedPlan: SavedPlanCallout };
}
