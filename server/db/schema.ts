/*
 * The relational schema, as drizzle and drizzle-kit read it (drizzle.config.ts, openDatabase): this
 * file only gathers the table files, which import one another in one direction (columns ←
 * companies ← site ← builder ← password-resets, sign-in-codes, staff-team, planning ← media ← obituaries ← memorial-wall, shop; companies ←
 * rate-limits), so no import circle can form. Rules every table follows
 * (DESIGN §4, §5):
 * - every table except `companies` and `server_keys` (keys the processes share) carries `company_id`; services reach tenant tables only through
 *   the tenant scope (tenant-scope.ts), which adds it to every query;
 * - money is integer cents, times are timestamptz;
 * - only SQL that both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.
 * Change a table file, then `npm run db:generate` to add a migration under ./migrations.
 */

export * from './tables/companies.ts';
export * from './tables/site.ts';
export * from './tables/builder.ts';
export * from './tables/planning.ts';
export * from './tables/rate-limits.ts';
export * from './tables/media.ts';
export * from './tables/service-resources.ts';
export * from './tables/obituaries.ts';
export * from './tables/memorial-wall.ts';
export * from './tables/shop.ts';
export * from './tables/price-list.ts';
export * from './tables/arrangements.ts';
export * from './tables/password-resets.ts';
export * from './tables/sign-in-codes.ts';
export * from './tables/staff-team.ts';
export * from './tables/case-tasks.ts';
export * from './tables/proofs.ts';
export * from './tables/case-invitations.ts';
export * from './tables/memorial-themes.ts';
export * from './tables/server-keys.ts';
export * from './tables/calendar-feeds.ts';
