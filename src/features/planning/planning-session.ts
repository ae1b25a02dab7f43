import { createActor, fromPromise } from 'xstate';
import { IDEMPOTENCY_KEY_HEADER, planningSubmitResult, type PlanningLocations } from '#contract/planning.ts';
import {
  planningMachine,
  PLANNING_SUBMIT_ERROR,
  type PlanningActorRef,
  type PlanningEvent,
} from '#machines/planning/planning.machine.ts';
import type { SubmitInput } from '#machines/planning/planning.rules.ts';
import { screenPath, selectSavedPlan, selectScreenPath, selectStarted } from '#machines/planning/planning.selectors.ts';
import type { RouterContext } from '#src/lib/router-context.ts';
import { addressBookQuery, planningFormQuery, planningLocationsQuery } from '#src/lib/queries/site/planning.ts';
import { browserPlanStorage, type PlanStorage } from './saved-plan-storage.ts';

/*
 * The wizard's composition root. It loads only on /plan-now routes (planning-runtime.ts, which the
 * /plan-now handle imports dynamically), so the public bundle carries none of it: the planning machine gets its real effects
 * here (navigation, the error toast, the submit call) and its answers are kept in this browser.
 */

export type VisitEvent = Extract<PlanningEvent, { type: `visit.${string}` }>;

export interface PlanningSession {
  actor: PlanningActorRef;
  /** Spec §2 "requires planning started": the guard of the /plan-now/_started layout route. */
  isStarted(): boolean;
  /**
   * A route reports where the browser went. Answers the path the plan allows there (the route
   * redirects when it differs).
   */
  visit(event: VisitEvent): string;
  /** The router's navigation, from the layout through the handle (null when it unmounts). */
  setNavigator(navigate: ((path: string) => void) | null): void;
}

export interface SessionDeps {
  storage?: PlanStorage;
  newSessionId?: () => string;
}

async function submitPlan(context: RouterContext, { submission, idempotencyKey }: SubmitInput, signal: AbortSignal) {
  return context.api.post('/api/web/planning/submit', {
    body: submission,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: planningSubmitResult,
    signal,
  });
}

export async function createPlanningSession(context: RouterContext, deps: SessionDeps = {}): Promise<PlanningSession> {
  const [form, addressBook, locations] = await Promise.all([
    context.queryClient.ensureQueryData(planningFormQuery(context.api)),
    context.queryClient.ensureQueryData(addressBookQuery(context.api)),
    context.queryClient.ensureQueryData(planningLocationsQuery(context.api)),
  ]);
  const storage = deps.storage ?? browserPlanStorage();
  const stored = storage.load();
  const sessionId = stored?.sessionId ?? (deps.newSessionId ?? (() => crypto.randomUUID()))();
  let navigate: ((path: string) => void) | null = null;

  const machine = planningMachine.provide({
    actions: {
      show: ({ context: plan }, { screen }) => navigate?.(screenPath(screen, plan)),
      notifySubmitFailed: () =>
        context.toasts.send({ type: 'toast.add', id: 'planning-submit', title: PLANNING_SUBMIT_ERROR, color: 'error' }),
    },
    actors: { submit: fromPromise(({ input, signal }) => submitPlan(context, input, signal)) },
  });

  const actor = createActor(machine, {
    input: { form, addressBook, sessionId, saved: stored ? withKnownLocation(stored.plan, locations) : undefined },
  });
  // Every change is kept at once: nothing typed is lost to a reload or a closed tab.
  actor.subscribe((snapshot) => storage.save(sessionId, selectSavedPlan(snapshot)));
  actor.start();

  return {
    actor,
    isStarted: () => selectStarted(actor.getSnapshot()),
    visit(event) {
      actor.send(event);
      return selectScreenPath(actor.getSnapshot());
    },
    setNavigator(next) {
      navigate = next;
    },
  };
}

/** A location removed since the plan was saved is chosen again, not sent. */
function withKnownLocation<T extends { locationId: number | null }>(plan: T, { locations }: PlanningLocations): T {
  return locations.some((location) => location.id === plan.locationId) ? plan : { ...plan, locationId: null };
}
