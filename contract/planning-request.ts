// No zod: the rule is plain data and functions, for the machine, the server and any screen.
import { CLOSE_REASON_MAX, type RequestStatus } from './staff-requests.ts';

/*
 * A planning request's life in the staff inbox (decision 0064): its events, its state as stored and the
 * words of a refusal. The rule itself is the chart, machines/planning-request/ (decision 0110), which the
 * server runs on every change to a request and the model tests walk.
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

/** What a refused event would have done, in the words of the 409. */
export const requestActionWords: Record<RequestEvent['type'], string> = {
  'contact.record': 'marked contacted',
  'case.open': 'opened as a case',
  close: 'closed',
  reopen: 'reopened',
};
