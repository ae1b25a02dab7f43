import { useId, useState, type ReactNode } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { CaseTask } from '#contract/family-tasks.ts';
import { taskStatuses, type TaskKind, type TaskStatus } from '#contract/task-kinds.ts';
import { casePath } from '#src/lib/family/case-path.ts';
import { assigneesText, handOverText, taskStatusNames } from '#src/lib/family/task-text.ts';
import { familyCaseQuery } from '#src/lib/queries/family/cases.ts';
import { assignTask, setTaskStatus, unassignTask } from './task-calls.ts';
import { caseTasksQuery, refreshTasks, taskSuggestionsQuery } from '#src/lib/queries/family/tasks.ts';
import { button } from '#src/ui/button/button.css.ts';
import * as styles from './family-tasks.css.ts';

/** What the status buttons say: what the family does, not the value's name. */
const statusActions: Record<TaskStatus, string> = {
  'to-do': 'Mark as to do',
  'in-progress': 'Mark as in progress',
  done: 'Mark as done',
};

/**
 * Every task page's frame: back to the case, the task's status and who has it, with the
 * controls to give it out and mark it; the page itself below. The controls live here, on the task,
 * not on the case home: a family gives out and finishes a task where its work is, and the home stays
 * an overview (decision 0047).
 */
export function TaskFrame({ caseId, kind, children }: { caseId: number; kind: TaskKind; children: ReactNode }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: found } = useSuspenseQuery(familyCaseQuery(api, caseId));
  const { data: tasks } = useSuspenseQuery(caseTasksQuery(api, caseId));
  const task = tasks.items.find((candidate) => candidate.kind === kind);
  return (
    <div className={styles.frame}>
      <p className={styles.row}>
        <Link to={casePath(found)} className={styles.link}>
          Back to the case
        </Link>
      </p>
      {task && <TaskControls caseId={caseId} task={task} />}
      {children}
    </div>
  );
}

function TaskControls({ caseId, task }: { caseId: number; task: CaseTask }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { user } = useRouteContext({ from: '/family-portal/_family' });
  const queryClient = useQueryClient();
  const { data: suggestions } = useSuspenseQuery(taskSuggestionsQuery(api, caseId, task.id));
  const selectId = useId();
  const free = suggestions.items.filter((member) => !member.assigned);
  const [chosen, setChosen] = useState<string>('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const selected = free.some((member) => String(member.userId) === chosen) ? chosen : String(free[0]?.userId ?? '');

  const run = async (work: () => Promise<CaseTask>, words: (changed: CaseTask) => string) => {
    setBusy(true);
    try {
      const changed = await work();
      await refreshTasks(queryClient, caseId);
      setSaid(words(changed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.bar} aria-label={`About this task: ${task.title}`}>
      <p className={styles.row}>
        <span>
          Status: <strong>{taskStatusNames[task.status]}</strong>
        </span>
        <span>
          Who has it: <strong>{assigneesText(task)}</strong>
        </span>
      </p>
      <p className={styles.row}>
        {taskStatuses
          .filter((status) => status !== task.status)
          .map((status) => (
            <button
              key={status}
              type="button"
              className={button({ tone: status === 'done' ? 'primary' : 'secondary' })}
              disabled={busy}
              onClick={() =>
                void run(
                  () => setTaskStatus(api, caseId, task.id, status),
                  (changed) => `${changed.title}: ${taskStatusNames[changed.status].toLowerCase()}.`,
                )
              }
            >
              {statusActions[status]}
            </button>
          ))}
      </p>
      {task.assignees.length > 0 && (
        <ul className={styles.people} aria-label="Who has this task">
          {task.assignees.map((assignee) => {
            const words = handOverText(assignee, user.id);
            return (
              <li key={assignee.userId}>
                <button
                  type="button"
                  className={button({ tone: 'secondary' })}
                  disabled={busy}
                  onClick={() =>
                    void run(
                      () => unassignTask(api, caseId, task.id, assignee.userId),
                      () => words.done,
                    )
                  }
                >
                  {words.action}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {free.length > 0 && (
        <form
          className={styles.row}
          aria-label="Give this task to someone"
          onSubmit={(event) => {
            event.preventDefault();
            const member = free.find((candidate) => String(candidate.userId) === selected);
            if (!member) return;
            void run(
              () => assignTask(api, caseId, task.id, member.userId),
              () => `${member.name} has this task now.`,
            );
          }}
        >
          <label htmlFor={selectId}>Give it to</label>
          <select
            id={selectId}
            className={styles.control}
            value={selected}
            onChange={(event) => setChosen(event.target.value)}
          >
            {free.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </select>
          <button type="submit" className={button({ tone: 'secondary' })} disabled={busy}>
            Assign
          </button>
        </form>
      )}
      <p role="status">{said}</p>
    </section>
  );
}
