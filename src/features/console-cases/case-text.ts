import { caseStatusNames } from '#contract/request-statuses.ts';
import type { TaskStatus } from '#contract/family-tasks.ts';

/* How the console's cases read (decision 0065). */

export { caseStatusNames };

export const taskStatusNames: Record<TaskStatus, string> = {
  'to-do': 'To do',
  'in-progress': 'In progress',
  done: 'Done',
};

/** "Edwin Ashdown", or the reference when no name is known yet. */
export const caseTitle = (theCase: { decedentName: string; reference: string }) =>
  theCase.decedentName || `Case ${theCase.reference}`;
