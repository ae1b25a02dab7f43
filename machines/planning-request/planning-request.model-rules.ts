import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type {
  PlanningRequestEvent,
  PlanningRequestMachine,
  PlanningRequestSnapshot,
} from './planning-request.machine.ts';

/*
 * The requests inbox's rules (decision 0064), written apart from the machine with literal values: a request starts new;
 * contact is recorded once, from new; a case is opened only from new or contacted, and then the
 * request takes nothing more; a closed request always says why (1 to 500 characters, trimmed), and
 * reopens as contacted without its reason; nothing runs on a timer. Checked after every step.
 */

export function planningRequestRules({ before, event, after, scheduled }: WalkStep<PlanningRequestMachine>): void {
  const status = after.value;
  rule(scheduled.length === 0, 'nothing runs on a timer');
  if (status === 'closed') {
    const reason = after.context.reason;
    rule(reason !== null && reason === reason.trim(), 'a closed request keeps its reason, trimmed');
    rule(reason.length >= 1 && reason.length <= 500, 'a reason is 1 to 500 characters');
  } else rule(after.context.reason === null, 'only a closed request has a reason');
  if (before?.value === 'case-opened')
    rule(status === 'case-opened', 'a request whose case is open takes nothing more');

  if (!before || !event) {
    rule(status === 'new', 'a request arrives new');
    return;
  }
  const from = before.value;
  const type = (event as PlanningRequestEvent).type;
  if (type === 'contact.record') rule(from === 'new' && status === 'contacted', 'contact is recorded from new');
  if (type === 'case.open')
    rule(['new', 'contacted'].includes(from) && status === 'case-opened', 'a case opens from new or contacted');
  if (type === 'close') rule(['new', 'contacted'].includes(from) && status === 'closed', 'new or contacted closes');
  if (type === 'reopen') rule(from === 'closed' && status === 'contacted', 'a closed request reopens as contacted');
}

/** What each state must ignore. */
export function refusedPlanningRequestEvents(snapshot: PlanningRequestSnapshot): PlanningRequestEvent[] {
  const contact = { type: 'contact.record' } as const;
  const open = { type: 'case.open' } as const;
  const close = { type: 'close', reason: 'They chose another funeral home' } as const;
  const blank = { type: 'close', reason: '   ' } as const;
  const tooLong = { type: 'close', reason: 'x'.repeat(501) } as const;
  const reopen = { type: 'reopen' } as const;
  switch (snapshot.value) {
    case 'new':
      return [blank, tooLong, reopen];
    case 'contacted':
      return [contact, blank, tooLong, reopen];
    case 'closed':
      return [contact, open, close];
    default:
      return [contact, open, close, reopen];
  }
}
