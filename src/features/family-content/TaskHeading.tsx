import { taskTitles, type TaskKind } from '#contract/task-kinds.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';

/** A task page's heading: the case layout has the <h1> (the decedent's name), the task is the <h2>. */
export function TaskHeading({ kind }: { kind: TaskKind }) {
  return (
    <>
      <PageHead title={taskTitles[kind]} />
      <h2>{taskTitles[kind]}</h2>
    </>
  );
}
