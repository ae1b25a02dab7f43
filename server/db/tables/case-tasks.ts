import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { taskKinds, taskStatuses, type TaskKind, type TaskStatus } from '#contract/family-tasks.ts';
import { createdAt, id } from '../columns.ts';
import { accountId, users } from './builder.ts';
import { companyId } from './companies.ts';
import { caseIdColumn } from './planning.ts';

/*
 * A case's tasks: one row per task page and case, made when first needed (the list, or
 * the page's work being finished), so a case of any age has them all without a backfill. Assignees
 * are family accounts of the case (case_members), checked by the service that assigns.
 */

export const caseTasks = pgTable(
  'case_tasks',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    kind: text('kind').$type<TaskKind>().notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('to-do'),
    /**
     * Who marked it done (the family member whose work finished it): what the console shows as
     * the family's approval of the text, theme, photos or video. Null until done, or when unknown.
     */
    completedByUserId: integer('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('case_tasks_case_kind_unique').on(t.caseId, t.kind),
    // The contract's constants, so the lists are written once.
    check('case_tasks_kind', sql`${t.kind} in (${sql.raw(taskKinds.map((kind) => `'${kind}'`).join(', '))})`),
    check(
      'case_tasks_status',
      sql`${t.status} in (${sql.raw(taskStatuses.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);

export const caseTaskAssignees = pgTable(
  'case_task_assignees',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    taskId: integer('task_id')
      .notNull()
      .references(() => caseTasks.id, { onDelete: 'cascade' }),
    userId: accountId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('case_task_assignees_unique').on(t.taskId, t.userId),
    index('case_task_assignees_case_idx').on(t.caseId),
  ],
);
