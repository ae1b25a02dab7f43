import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
// The guard under test is the route's own: the test reads the route, the feature never does.
// eslint-disable-next-line no-restricted-imports
import { Route } from '#src/routes/plan-now/_started/route.tsx';

/*
 * Spec §2: /plan-now/locations, /plan-now/step/{urlKey} and /plan-now/review require planning
 * started, else /plan-now. The rule is the pathless layout's (src/routes/plan-now/_started); the
 * browser tests (tests/e2e/planning.spec.ts) show the three URLs land on /plan-now.
 */
const runGuard = async (started: boolean, preload = false) => {
  const visits: string[] = [];
  const session = { isStarted: () => started, visit: (event: { type: string }) => visits.push(event.type) };
  // The wizard has loaded by the time the guard asks (the handle's load resolves with it).
  const planning = { load: async () => ({ session }) };
  try {
    const context = await Route.options.beforeLoad?.({ context: { planning }, preload } as never);
    return { redirect: null, visits, context };
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return { redirect: thrown.options, visits };
  }
};

describe('the /plan-now/_started layout route', () => {
  it('sends a plan not started to /plan-now, replacing the history entry, without telling the plan', async () => {
    expect(await runGuard(false)).toEqual({
      redirect: expect.objectContaining({ to: '/plan-now', replace: true }),
      visits: [],
    });
  });

  it('lets a started plan through, handing its screens the session', async () => {
    const passed = await runGuard(true);
    expect(passed.redirect).toBeNull();
    expect(passed.context).toEqual({ session: expect.objectContaining({ isStarted: expect.any(Function) }) });
  });

  it('does nothing for a preload (hovering a link is not a visit)', async () => {
    expect((await runGuard(false, true)).redirect).toBeNull();
  });
});
