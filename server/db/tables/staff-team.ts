import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '#contract/staff-roles.ts';
import type { TeamChangeKind } from '#contract/staff-team.ts';
import { createdAt, id } from '../columns.ts';
import { accountId, users } from './builder.ts';
import { companyId } from './companies.ts';

/*
 * The staff console's team (decision 0062): invitations of staff accounts, and what the
 * owner changed on an account, by whom and when.
 */

/**
 * An invitation to a staff account, mailed by an owner. The account exists from the invitation on
 * (its `users` row, with no password yet: it cannot sign in), so its role can be changed and the
 * account disabled before it is accepted. The token follows the one-time link scheme
 * (services/one-time-token.ts): 256 random bits, only the SHA-256 kept, works once until
 * `expires_at` (seven days). Inviting the address again replaces the unused invitation.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    companyId: companyId(),
    userId: accountId(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** base64url SHA-256 of the token in the mailed link. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_unique').on(t.tokenHash),
    index('staff_invitations_user_idx').on(t.userId),
  ],
);

/**
 * Every change made to a staff account: invited, joined, role changed, disabled, enabled, access
 * reset, with who made it and when. A table rather than "changed by / at" columns on `users`: a
 * column keeps only the latest change, and the question an owner asks is "who disabled Dana, and
 * who enabled her again?", which needs each change kept. Rows are only ever added; the team list
 * shows each account's latest.
 */
export const staffAccountChanges = pgTable(
  'staff_account_changes',
  {
    id: id(),
    companyId: companyId(),
    /** The account changed. */
    userId: accountId(),
    /** Who changed it (the invitee themself for 'joined'); null once that account is gone. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TeamChangeKind>().notNull(),
    /** 'role': the role before; null for other kinds. */
    fromRole: text('from_role').$type<StaffRole>(),
    /** 'role' and 'invited': the role after; null for other kinds. */
    toRole: text('to_role').$type<StaffRole>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_account_changes_user_idx').on(t.userId, t.id),
    check(
      'staff_account_changes_kind',
      sql`${t.kind} in ('invited', 'joined', 'role', 'disabled', 'enabled', 'access-reset')`,
    ),
  ],
);
