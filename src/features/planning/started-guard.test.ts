import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { Route } from '#src/routes/plan-now/_started/route.tsx';

/*
 * Spec §2: /plan-now/locations, /plan-now/step/{urlKey} and /plan-now/review require planning
 * started, else /plan-now. The rule is the pathless layout's (src/routes/plan-now/_started); the
 * browser tests (tests/e2e/planning.spec.ts) show the three URLs land on /plan-now.
 */
const runGuard = (started: boolean, preload = false) => {
  const visits: string[] = [];
  const planning = { isStarted: () => started, visit: (event: { type: string }) => visits.push(event.type) };
  try {
    void Route.options.beforeLoad?.({ context: { planning }, preload } as never);
    return { redirect: null, visits };
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return { redirect: thrown.options, visits };
  }
};

describe('the /plan-now/_started layout route', () => {
  it('sends a plan not started to /plan-now, replacing the history entry, without telling the plan', () => {
    expect(runGuard(false)).toEqual({
      redirect: expect.objectContaining({ to: '/plan-now', replace: true }),
      visits: [],
    });
  });

  it('lets a started plan through', () => {
    expect(runGuard(true).redirect).toBeNull();
  });

  it('does nothing for a preload (hovering a link is not a visit)', () => {
    expect(runGuard(false, true).redirect).toBeNull();
  });
});
