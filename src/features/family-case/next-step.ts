import type { ArrangementProgress, StatementBalance } from '#contract/family-cases.ts';

/*
 * Where the family stands and what comes next, from the case's progress (the server computes it
 * with the arrangement machine's rules, spec §4). Paths are relative to the case's own address.
 */

export interface ProgressStep {
  label: string;
  done: boolean;
}

export interface NextStep {
  /** What the link says: the action, not the place. */
  label: string;
  /** Below /family-portal/{id}/{name}: '/arrangements', '/statement/payment'... */
  path: string;
}

export function progressSteps(progress: ArrangementProgress): ProgressStep[] {
  return [
    { label: 'Package chosen', done: progress.packageChosen },
    { label: 'Selections complete', done: progress.selectionsComplete },
    { label: 'Purchaser details entered', done: progress.hasPurchaser },
    { label: 'Statement signed', done: progress.signedAt !== null },
  ];
}

/** The one thing to do next: the first unfinished step, then paying, then reading the statement. */
export function nextStep(progress: ArrangementProgress, balance: StatementBalance | null): NextStep {
  if (progress.signedAt === null) {
    if (!progress.packageChosen) return { label: 'Choose a package', path: '/arrangements' };
    if (!progress.selectionsComplete) return { label: 'Complete your selections', path: '/arrangements/selections' };
    if (!progress.hasPurchaser) return { label: 'Enter the purchaser’s details', path: '/arrangements/details' };
    return { label: 'Review and sign the statement', path: '/arrangements/review' };
  }
  if (balance && balance.balanceCents > 0) return { label: 'Pay the balance', path: '/statement/payment' };
  return { label: 'See the statement', path: '/statement' };
}
