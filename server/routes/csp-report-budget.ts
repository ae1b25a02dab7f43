import type { Clock } from '#server/clock.ts';

/*
 * How many CSP reports one client address may send: a page that breaks the policy reports
 * a few violations on each view; hundreds are someone filling the log. The reports route has no
 * company (any host may report), so it cannot use the database limiter, which counts per company;
 * this counts per process, in memory, which is enough for a log's protection: N processes let N times
 * as many through. Its memory is bounded: past MAX_ADDRESSES live windows, new addresses are refused
 * until windows end.
 */

export const CSP_REPORTS_PER_ADDRESS = 30;
export const CSP_REPORT_WINDOW_SECONDS = 600;
const MAX_ADDRESSES = 10_000;
/**
 * Report bodies one process logs in a window, whatever their addresses: many addresses within their
 * own budgets could still fill the log (10,000 × 30). Past it, reports are taken and not logged.
 */
export const CSP_REPORTS_LOGGED_PER_WINDOW = 1_000;

export type CspReportBudget = (
  addressGroup: string,
) => { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function cspReportBudget(clock: Clock): CspReportBudget {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  const forgetEnded = (now: number) => {
    for (const [address, window] of windows) if (window.endsAt <= now) windows.delete(address);
  };
  return (addressGroup) => {
    const now = clock.now().getTime();
    let window = windows.get(addressGroup);
    if (!window || window.endsAt <= now) {
      if (windows.size >= MAX_ADDRESSES) forgetEnded(now);
      if (windows.size >= MAX_ADDRESSES) return { allowed: false, retryAfterSeconds: CSP_REPORT_WINDOW_SECONDS };
      window = { hits: 0, endsAt: now + CSP_REPORT_WINDOW_SECONDS * 1000 };
      windows.set(addressGroup, window);
    }
    window.hits += 1;
    if (window.hits <= CSP_REPORTS_PER_ADDRESS) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
  };
}

/**
 * The process's own count of logged reports, apart from the addresses': `log` while under
 * CSP_REPORTS_LOGGED_PER_WINDOW in this window, `reached` for the first body over it (the route logs
 * one line saying so), then `over` until the window ends.
 */
export type CspLogBudget = () => { verdict: 'log' } | { verdict: 'reached' | 'over'; until: Date };

export function cspLogBudget(clock: Clock): CspLogBudget {
  let window = { logged: 0, endsAt: 0 };
  return () => {
    const now = clock.now().getTime();
    if (window.endsAt <= now) window = { logged: 0, endsAt: now + CSP_REPORT_WINDOW_SECONDS * 1000 };
    window.logged += 1;
    if (window.logged <= CSP_REPORTS_LOGGED_PER_WINDOW) return { verdict: 'log' };
    const until = new Date(window.endsAt);
    return window.logged === CSP_REPORTS_LOGGED_PER_WINDOW + 1
      ? { verdict: 'reached', until }
      : { verdict: 'over', until };
  };
}
