// No zod: the rule is plain data and functions, for the machine, the server and any screen.
import { CLOSE_REASON_MAX, type RequestStatus } from './staff-requests.ts';

/*
 * A planning request's life in the staff inbox (issue 23, decision 0064), the one rule module both
 * sides import (DESIGN §10): machines/planning-request/ charts it and walks it in model tests, and the
 * server runs `requestStep` on every change to a request, refusing with 409 what it cannot take. The
 * machine's test proves the two take and refuse the same events, to the same state, everywhere.
 *
 *   new ──contact──▶ contacted ──open a case──▶ case-opened (takes nothing more)
 *    │  └────────────open a case──────────────────▲
 *    └──close (a reason)──▶ closed ◀──close (a reason)── contacted
 *                           └──reopen──▶ contacted
 */

export type RequestEvent =
  { type: 'contact.record' } | { type: 'case.open' } | { type: 'close'; reason: string } | { type: 'reopen' };

/** A reason is written (not only spaces) and fits its column. */
export const isReason = (reason: string) => reason.trim().length > 0 && reason.trim().length <= CLOSE_REASON_MAX;

export interface RequestState {
  status: RequestStatus;
  /** Why it was closed; null unless closed. */
  reason: string | null;
}

/** The state `event` leads to from `state`, or null when the request does not take it. */
export function requestStep(state: RequestState, event: RequestEvent): RequestState | null {
  const open = state.status === 'new' || state.status === 'contacted';
  switch (event.type) {
    case 'contact.record':
      return state.status === 'new' ? { status: 'contacted', reason: null } : null;
    case 'case.open':
      return open ? { status: 'case-opened', reason: null } : null;
    case 'close':
      return open && isReason(event.reason) ? { status: 'closed', reason: event.reason.trim() } : null;
    case 'reopen':
      return state.status === 'closed' ? { status: 'contacted', reason: null } : null;
  }
}

/** What a refused event would have done, in the words of the 409. */
export const requestActionWords: Record<RequestEvent['type'], string> = {
  'contact.record': 'marked contacted',
  'case.open': 'opened as a case',
  close: 'closed',
  reopen: 'reopened',
};
