import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type {
  StatementChangesEvent,
  StatementChangesMachine,
  StatementChangesSnapshot,
} from './statement-changes.machine.ts';

/*
 * The statement changes' rules (decision 0080), written apart from the machine with literal values: a case's first
 * statement is issue 1, unsigned; only a signed statement is revised or voided, each with a reason of
 * 1 to 500 characters; a revision keeps the statement signed and every line's item, quantity and
 * price, and counts one more revision of the same issue; a void statement takes no revision and no
 * second void, and only a void statement is reissued, as the next issue, unsigned, with no revisions;
 * the family signs only an unsigned one. Nothing runs on a timer. Checked after every step.
 */

const linesEqual = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);
const reasonOk = (reason: string) => reason.trim().length >= 1 && reason.trim().length <= 500;

export function statementChangesRules({ before, event, after, scheduled }: WalkStep<StatementChangesMachine>): void {
  rule(scheduled.length === 0, 'nothing runs on a timer');
  rule(after.context.issue >= 1, 'issues count from 1');
  if (after.value !== 'signed')
    rule(after.value === 'void' || after.context.revisions === 0, 'only a signed statement has revisions');
  if (!before || !event) {
    rule(after.value === 'unsigned' && after.context.issue === 1, "a case's first statement is issue 1, unsigned");
    return;
  }
  const from = before.value;
  const change = event as StatementChangesEvent;
  switch (change.type) {
    case 'sign':
      rule(from === 'unsigned' && after.value === 'signed', 'the family signs an unsigned statement');
      rule(after.context.issue === before.context.issue, 'signing keeps the issue');
      break;
    case 'revise':
      rule(from === 'signed' && after.value === 'signed', 'a revision keeps the statement signed');
      rule(reasonOk(change.reason), 'a revision says why');
      rule(linesEqual(change.signed, change.proposed), 'a revision changes no item, quantity or price');
      rule(after.context.revisions === before.context.revisions + 1, 'each revision is counted');
      rule(after.context.issue === before.context.issue, 'a revision is the same statement');
      break;
    case 'void':
      rule(from === 'signed' && after.value === 'void', 'only a signed statement is voided');
      rule(reasonOk(change.reason), 'a void says why');
      rule(after.context.issue === before.context.issue, 'a void statement keeps its issue');
      break;
    case 'reissue':
      rule(from === 'void' && after.value === 'unsigned', 'only a void statement is reissued, unsigned');
      rule(after.context.issue === before.context.issue + 1, 'the reissue is the next issue');
      break;
  }
}

const lines = [
  { name: 'Oak casket', variantName: 'Satin', quantity: 1, unitPriceCents: 250_000 },
  { name: 'Death certificates', variantName: null, quantity: 5, unitPriceCents: null },
];

/** What each state must ignore. */
export function refusedStatementEvents(snapshot: StatementChangesSnapshot): StatementChangesEvent[] {
  const sign = { type: 'sign' } as const;
  const revise = { type: 'revise', reason: 'Purchaser name misspelt', signed: lines, proposed: lines } as const;
  const priced = {
    type: 'revise',
    reason: 'Casket price corrected',
    signed: lines,
    proposed: [{ ...lines[0]!, unitPriceCents: 240_000 }, lines[1]!],
  } as const;
  const dropped = { type: 'revise', reason: 'Certificates removed', signed: lines, proposed: [lines[0]!] } as const;
  const unexplained = { type: 'revise', reason: '   ', signed: lines, proposed: lines } as const;
  const voided = { type: 'void', reason: 'The family chose cremation' } as const;
  const blankVoid = { type: 'void', reason: '  ' } as const;
  const longVoid = { type: 'void', reason: 'x'.repeat(501) } as const;
  const reissue = { type: 'reissue' } as const;
  switch (snapshot.value) {
    case 'unsigned':
      return [revise, voided, reissue];
    case 'signed':
      return [sign, priced, dropped, unexplained, blankVoid, longVoid, reissue];
    default:
      return [sign, revise, voided];
  }
}
