import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanningSubmitResult } from '#contract/planning.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import type { SavedPlan } from '#machines/planning/planning.machine.ts';
import {
  modelAddressBook,
  modelForm,
  modelLocationId,
  modelLocations,
  modelResult,
} from '#machines/planning/planning.model-form.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import type { RouterContext } from '#src/lib/router-context.ts';
import type { ToastsEvent } from '#machines/toasts/toasts.machine.ts';
import { createPlanningSession } from './planning-session.ts';
import type { PlanStorage, StoredPlan } from './saved-plan-storage.ts';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installValidationMessages();
});
afterAll(() => uninstall());

interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The session's world: an API answering the model company, a storage and a toast queue to look at. */
function world(options: { stored?: StoredPlan | null; submit?: () => Promise<PlanningSubmitResult> } = {}) {
  const calls: Call[] = [];
  const toasts: ToastsEvent[] = [];
  const saved: Array<SavedPlan | null> = [];
  const answers: Record<string, unknown> = {
    '/api/web/planning/fields': modelForm,
    '/api/web/planning/address': modelAddressBook,
    '/api/web/planning/locations': modelLocations,
  };
  const api = {
    get: async (path: string) => {
      calls.push({ method: 'GET', path });
      return answers[path];
    },
    post: async (path: string, call: { body?: unknown; headers?: Record<string, string> }) => {
      calls.push({ method: 'POST', path, body: call.body, headers: call.headers });
      return (options.submit ?? (async () => modelResult))();
    },
  } as unknown as ApiClient;
  const storage: PlanStorage = {
    load: () => options.stored ?? null,
    save: (_sessionId, plan) => saved.push(plan),
  };
  const context = {
    queryClient: new QueryClient(),
    api,
    toasts: { send: (event: ToastsEvent) => toasts.push(event), preload: async () => {} },
  } as unknown as RouterContext;
  return { calls, toasts, saved, storage, context };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const completePlan = (session: Awaited<ReturnType<typeof createPlanningSession>>) => {
  session.actor.send({ type: 'planType.choose', planType: 'at-need' });
  session.actor.send({ type: 'location.choose', locationId: modelLocationId });
  session.actor.send({ type: 'answers.change', answers: { contactEmail: 'ruth@example.com' } });
  session.actor.send({ type: 'section.next' });
  session.actor.send({ type: 'answers.change', answers: { firstName: 'Margaret' } });
  session.actor.send({ type: 'section.next' });
  session.actor.send({ type: 'answers.change', answers: { wishes: 'Roses' } });
  session.actor.send({ type: 'review.open' });
};

describe('the planning session (the wizard composition root)', () => {
  it("loads the company's form, locations and address data, and navigates as the plan moves", async () => {
    const w = world();
    const session = await createPlanningSession(w.context, { storage: w.storage, newSessionId: () => 'fresh' });
    expect(w.calls.map((call) => call.path).sort()).toEqual([
      '/api/web/planning/address',
      '/api/web/planning/fields',
      '/api/web/planning/locations',
    ]);
    const shown: string[] = [];
    session.setNavigator((path) => shown.push(path));
    expect(session.isStarted()).toBe(false);
    expect(session.visit({ type: 'visit.locations' })).toBe('/plan-now');
    session.actor.send({ type: 'planType.choose', planType: 'pre-plan-self' });
    session.actor.send({ type: 'location.choose', locationId: modelLocationId });
    expect(shown).toEqual(['/plan-now/locations', '/plan-now/step/contact-information']);
    expect(session.isStarted()).toBe(true);
    expect(session.visit({ type: 'visit.section', urlKey: 'final-wishes' })).toBe('/plan-now/step/final-wishes');
  });

  it('saves every change of the plan, and forgets it once sent', async () => {
    const w = world();
    const session = await createPlanningSession(w.context, { storage: w.storage, newSessionId: () => 'fresh' });
    session.actor.send({ type: 'planType.choose', planType: 'pre-plan-other' });
    expect(w.saved.at(-1)).toMatchObject({ planType: 'pre-plan-other' });
    completePlan(session);
    expect(w.saved.at(-1)).toMatchObject({ answers: { wishes: 'Roses' } });
    session.actor.send({ type: 'submit' });
    await flush();
    expect(w.saved.at(-1)).toBeNull();
  });

  it('restores a saved plan, dropping a location that no longer exists', async () => {
    const stored: StoredPlan = {
      sessionId: 'kept',
      plan: { planType: 'at-need', locationId: 999, sectionIndex: 1, answers: { firstName: 'Ann' }, round: 2 },
    };
    const w = world({ stored });
    const session = await createPlanningSession(w.context, { storage: w.storage });
    const { context } = session.actor.getSnapshot();
    expect(context).toMatchObject({ sessionId: 'kept', planType: 'at-need', locationId: null, round: 2 });
    expect(context.answers).toEqual({ firstName: 'Ann' });
    expect(session.visit({ type: 'visit.section', urlKey: 'decedent-details' })).toBe('/plan-now/locations');
  });

  it('posts the submission with its Idempotency-Key, and on failure shows the spec toast', async () => {
    let fail = true;
    const w = world({
      submit: async () => {
        if (fail) throw Object.assign(new Error('Service Unavailable'), { status: 503 });
        return modelResult;
      },
    });
    const session = await createPlanningSession(w.context, { storage: w.storage, newSessionId: () => 'fresh' });
    completePlan(session);
    session.actor.send({ type: 'submit' });
    await flush();
    expect(w.toasts).toEqual([
      {
        type: 'toast.add',
        id: 'planning-submit',
        title: 'There was an error submitting your planning form.',
        color: 'error',
      },
    ]);
    expect(session.actor.getSnapshot().value).toEqual({ editing: { review: 'failed' } });
    fail = false;
    session.actor.send({ type: 'submit' });
    await flush();
    const posts = w.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      path: '/api/web/planning/submit',
      body: { locationId: modelLocationId, caseStatus: 'AT_NEED', fields: { contactEmail: 'ruth@example.com' } },
    });
    expect(posts[0]?.headers?.['Idempotency-Key']).toMatch(/^plan-fresh-0-/);
    expect(posts[1]?.headers?.['Idempotency-Key']).toBe(posts[0]?.headers?.['Idempotency-Key']);
    expect(session.actor.getSnapshot().value).toBe('submitted');
  });
});
