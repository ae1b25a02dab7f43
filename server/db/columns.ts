import { integer, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './schema.ts';

/*
 * The columns every table repeats. `companies` is referenced inside a callback: schema.ts imports
 * this file, so that binding is not yet initialised while this module is evaluated.
 */

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Tenancy: every row belongs to one company and goes with it. */
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
