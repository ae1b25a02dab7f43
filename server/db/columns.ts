import { integer, timestamp } from 'drizzle-orm/pg-core';

/*
 * The columns every table repeats. Nothing here imports a table, so every table file can import
 * this one without a circle (the company reference lives beside `companies`, in tables/companies.ts).
 */

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
