import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UserRole } from '#contract/auth.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { createdAt, id } from '../columns.ts';
import { foldedName } from '../folded-name.ts';
import { companyId } from './companies.ts';

/*
 * Accounts and sessions (staff sign in to the website builder; the family portal reuses
 * them with role 'family'). Passwords are argon2id hashes; session tokens are kept only as their
 * SHA-256, so a copy of this table opens no session (decision 0012).
 */

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyId(),
    /** Stored lower-cased: one account per address per company. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** name as foldName writes it, kept by the database: what the case search matches. */
    nameFolded: text('name_folded').generatedAlwaysAs((): SQL => foldedName(users.name)),
    role: text('role').$type<UserRole>().notNull(),
    /** What a staff account may do (contract/staff-roles.ts, decision 0061); null on family accounts. */
    staffRole: text('staff_role').$type<StaffRole>(),
    /** Set when the owner disables a staff account: it cannot sign in, and its sessions were ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * argon2id, PHC string (parameters inside). Null only for a staff account invited and not yet
     * joined (decision 0062): it cannot sign in until the invitee chooses a password.
     */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_company_email_unique').on(t.companyId, t.email),
    // The case search (services/staff/cases/case-search.ts): any part of a member's name or address (pg_trgm).
    index('users_name_folded_trgm_idx').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role', sql`${t.role} in ('staff', 'family')`),
    check('users_password', sql`${t.role} = 'staff' or ${t.passwordHash} is not null`),
    check(
      'users_staff_role',
      sql`(${t.role} = 'staff' and ${t.staffRole} in ('owner', 'director', 'staff')) or (${t.role} = 'family' and ${t.staffRole} is null)`,
    ),
  ],
);

/** The account a row belongs to (`user_id`): deleting the account deletes the row. */
export const accountId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    companyId: companyId(),
    userId: accountId(),
    /** base64url SHA-256 of the bearer token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);
