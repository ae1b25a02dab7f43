import { formatMoney } from '#contract/money.ts';
import type { FamilyToDo } from '#contract/staff-cases.ts';
import { counted } from '#src/ui/list-page/counted.ts';

/*
 * What a family still has to do (issue 43), as the short phrases "My cases" shows under each case:
 * "2 tasks open: Share photos, Choose a memorial theme", "Statement not signed yet", "$1,250.00 due".
 */

/** The family's open tasks: how many, the first named, the rest counted. */
function tasksPhrase({ count, titles }: FamilyToDo['openTasks']): string {
  const more = count - titles.length;
  return `${counted(count, 'task', 'tasks')} open: ${titles.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** The phrases, in the order the family meets them (tasks, choosing and signing, paying); none when nothing is left. */
export function familyToDoPhrases(toDo: FamilyToDo): string[] {
  const phrases: string[] = [];
  if (toDo.openTasks.count > 0) phrases.push(tasksPhrase(toDo.openTasks));
  if (toDo.statement === 'not-started') phrases.push('Package not chosen yet');
  if (toDo.statement === 'unsigned') phrases.push('Statement not signed yet');
  // A balance below zero is the funeral home's to give back, not the family's to pay.
  if (toDo.balanceCents !== null && toDo.balanceCents > 0) phrases.push(`${formatMoney(toDo.balanceCents)} due`);
  return phrases;
}

/** Said when no phrase is. */
export const NOTHING_LEFT = 'Nothing left for the family';
