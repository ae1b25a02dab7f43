import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { assigneesText, taskStatusNames, tasksDoneText } from '#src/lib/family/task-text.ts';
import { caseTasksQuery } from '#src/lib/queries/family/tasks.ts';
import { Progress } from '#src/ui/progress/Progress.tsx';
import * as styles from './family-case.css.ts';

const taskHref = (home: string, kind: string): string => `${home}/task/${kind}`;

/**
 * The case home's tasks: every task page, its status and who has it, and how many are
 * done. Each links to its page, where the family works on it and gives it out or marks it (the task
 * frame): the home stays an overview that reads the same for every relative.
 */
export function CaseTasks({ caseId, home }: { caseId: number; home: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(caseTasksQuery(api, caseId));
  const tasks = data.items;
  const done = tasks.filter((task) => task.status === 'done').length;
  return (
    <section className={styles.card} aria-labelledby="case-tasks">
      <h2 id="case-tasks">Tasks</h2>
      <p>
        What the family can do together, each by whoever takes it on: <strong>{tasksDoneText(tasks)}</strong>.
      </p>
      <Progress label="Tasks done" value={done} max={tasks.length} />
      <table className={styles.table}>
        <caption>The family&apos;s tasks</caption>
        <thead>
          <tr>
            <th scope="col">Task</th>
            <th scope="col">Status</th>
            <th scope="col">Who has it</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.id}>
              <td>
                <Link to={taskHref(home, task.kind)} className={styles.link}>
                  {task.title}
                </Link>
              </td>
              <td>{taskStatusNames[task.status]}</td>
              <td>{assigneesText(task)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
