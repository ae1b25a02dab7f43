import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CaseDetails } from '#contract/family-case-details.ts';
import { createdAt, id } from '../columns.ts';
import { foldedName } from '../folded-name.ts';
import { users } from './builder.ts';
import { companyId } from './companies.ts';
import { cases } from './planning.ts';

/*
 * Decisions 0045, 0046: how relatives join a case, and the life details the family writes.
 * Both carry `case_id`, so the family reaches them only through the CaseScope.
 */

const caseId = () =>
  integer('case_id')
    .notNull()
    .references(() => cases.id, { onDelete: 'cascade' });

/**
 * An invitation to a case's portal, mailed to one address. Its token follows the one-time link
 * scheme (services/one-time-token.ts): 256 random bits, only the SHA-256 kept, works once until
 * `expires_at` (seven days), and only for an account with `email`. Inviting the same address to the
 * same case again replaces the earlier, unused invitation.
 */
export const caseInvitations = pgTable(
  'case_invitations',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseId(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The relative's name as the inviter wrote it: shown as text, never as markup. */
    name: text('name').notNull(),
    /** name as foldName writes it, kept by the database: what the case search matches. */
    nameFolded: text('name_folded').generatedAlwaysAs((): SQL => foldedName(caseInvitations.name)),
    /** Lower case, as accounts keep it (the invitation opens only for this address). */
    email: text('email').notNull(),
    /** base64url SHA-256 of the token in the mailed link. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The account that joined with it (set with used_at). */
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('case_invitations_token_hash_unique').on(t.tokenHash),
    index('case_invitations_case_email_idx').on(t.caseId, t.email),
    // The case search (services/staff/cases/case-search.ts): any part of the name or address (pg_trgm).
    index('case_invitations_name_folded_trgm_idx').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    index('case_invitations_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** The life details of a case's decedent (the add-details task page), one row per case. */
export const caseDetails = pgTable(
  'case_details',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseId(),
    details: jsonb('details').$type<CaseDetails>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_details_case_unique').on(t.caseId)],
);
