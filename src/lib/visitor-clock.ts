import { useSyncExternalStore } from 'react';
import { browserTimeZone } from './time-zone.ts';

/**
 * Whose language and time zone dates are written in. The server renders public pages (decision
 * 0091) without knowing the visitor's: it writes en-US and UTC, and the browser hydrates with that
 * same clock (React's server snapshot), then re-renders once with the visitor's own. Text that reads
 * the browser's clock during render would otherwise differ from the server's HTML (a hydration error).
 */
export interface VisitorClock {
  /** undefined: the browser's own language. */
  locale: string | undefined;
  /** The visitor's IANA zone; null where it is not known (the server, and hydration). */
  timeZone: string | null;
}

const serverClock: VisitorClock = { locale: 'en-US', timeZone: null };
let browserClock: VisitorClock | undefined;
const browserSnapshot = (): VisitorClock => (browserClock ??= { locale: undefined, timeZone: browserTimeZone() });
// The clock does not change while the page is open.
const subscribe = () => () => {};

export function useVisitorClock(): VisitorClock {
  return useSyncExternalStore(subscribe, browserSnapshot, () => serverClock);
}
