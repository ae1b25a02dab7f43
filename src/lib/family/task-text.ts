import type { CaseTask, TaskAssignee, TaskStatus } from '#contract/family-tasks.ts';

/* How the portal words a task's state (zod-free: the case home and the task frame both read it). */

export const taskStatusNames: Record<TaskStatus, string> = {
  'to-do': 'To do',
  'in-progress': 'In progress',
  done: 'Done',
};

/** "Rose Whitfield and Tom Whitfield", or that nobody has it yet. */
export const assigneesText = (task: Pick<CaseTask, 'assignees'>): string => {
  const names = task.assignees.map((assignee) => assignee.name);
  if (names.length === 0) return 'Nobody yet';
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
};

/** "3 of 10 done". */
export const tasksDoneText = (tasks: Pick<CaseTask, 'status'>[]): string =>
  `${tasks.filter((task) => task.status === 'done').length} of ${tasks.length} done`;

/**
 * The button that takes a task from one who has it, and what is said after: the signed-in holder
 * gives it back rather than taking it from themself ("Take it from Thomas Whitfield" was
 * once shown to Thomas).
 */
export const handOverText = (assignee: TaskAssignee, userId: number): { action: string; done: string } =>
  assignee.userId === userId
    ? { action: 'Give it back', done: 'You no longer have this task.' }
    : { action: `Take it from ${assignee.name}`, done: `${assignee.name} no longer has this task.` };
