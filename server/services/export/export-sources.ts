import type { ExportCollection } from '#contract/company-export.ts';
import {
  arrangementLines,
  arrangements,
  blogArticles,
  caseDetails,
  caseInvitations,
  caseMembers,
  casePayments,
  caseRefunds,
  caseTaskAssignees,
  caseTasks,
  cases,
  companyHosts,
  companyMailSettings,
  contracts,
  gplItems,
  idempotencyKeys,
  itemVariants,
  locations,
  mailOutbox,
  media,
  memorialThemes,
  memorialVideos,
  memorialWallComments,
  memorialWallSettings,
  obituaries,
  obituaryEvents,
  serviceResources,
  calendarFeeds,
  orderEvents,
  orderTallies,
  orders,
  packageLines,
  packages,
  passwordResetTokens,
  paymentConnections,
  paymentEvents,
  planningForms,
  planningRequestEvents,
  planningRequestTallies,
  planningSubmissions,
  priceListCategories,
  priceListChanges,
  products,
  proofComments,
  rateLimitCounters,
  redirects,
  selectorItems,
  selectors,
  sessions,
  signInCodes,
  siteVersions,
  staffAccountChanges,
  staffInvitations,
  stationeryPages,
  stationeryProofs,
  statementChanges,
  statementTemplates,
  users,
} from '#server/db/schema.ts';
import type { TenantTable } from '#server/db/tenant-scope.ts';

/*
 * Where each collection of the export comes from (decision 0086): one tenant table, every column but
 * `company_id` (the manifest names the company) and those `leftOut` says, each with why. The export
 * test holds each collection's contract schema (contract/company-export.ts) to exactly these columns,
 * and every tenant table to being exported or listed in `notExported`, so a column or table added
 * later is a decision, never a silent gap or a leak.
 */

export interface ExportSource {
  table: TenantTable;
  /** Column keys (drizzle's names) not written, and why. */
  leftOut?: Record<string, string>;
}

const folded = 'the name folded for search: the database derives it from the name';
const signedFigure = 'a figure of the signed statement the reports add up: the database derives it from statementJson';

export const exportSources: Record<ExportCollection, ExportSource> = {
  locations: { table: locations },
  chapelsAndHearses: { table: serviceResources },
  accounts: {
    table: users,
    leftOut: { passwordHash: 'a password hash is a way in: each person sets a new password', nameFolded: folded },
  },
  staffAccountChanges: { table: staffAccountChanges },
  sitePages: { table: siteVersions },
  redirects: { table: redirects },
  blogArticles: { table: blogArticles },
  planningForms: { table: planningForms },
  priceListCategories: { table: priceListCategories },
  priceListItems: { table: gplItems },
  itemVariants: { table: itemVariants },
  selectors: { table: selectors },
  selectorItems: { table: selectorItems },
  packages: { table: packages },
  packageLines: { table: packageLines },
  statementTemplates: { table: statementTemplates },
  priceListChanges: { table: priceListChanges },
  products: { table: products },
  paymentConnections: { table: paymentConnections },
  cases: { table: cases, leftOut: { decedentNameFolded: folded } },
  requests: { table: planningSubmissions },
  requestEvents: { table: planningRequestEvents },
  caseMembers: { table: caseMembers },
  invitations: {
    table: caseInvitations,
    leftOut: { tokenHash: "the hash of a mailed link's token: a way in while the link lasts", nameFolded: folded },
  },
  caseDetails: { table: caseDetails },
  tasks: { table: caseTasks },
  taskAssignees: { table: caseTaskAssignees },
  arrangements: { table: arrangements },
  arrangementLines: { table: arrangementLines },
  statements: {
    table: contracts,
    leftOut: {
      signedTotalCents: signedFigure,
      signedTaxCents: signedFigure,
      signedCashAdvanceCents: signedFigure,
      signedCategoryNames: signedFigure,
      signedCategoryCents: signedFigure,
    },
  },
  statementChanges: { table: statementChanges },
  payments: { table: casePayments },
  refunds: { table: caseRefunds },
  media: { table: media },
  obituaries: { table: obituaries, leftOut: { searchName: folded } },
  obituaryEvents: { table: obituaryEvents },
  memorialVideos: { table: memorialVideos },
  memorialThemes: { table: memorialThemes },
  memorialWallSettings: { table: memorialWallSettings },
  memories: { table: memorialWallComments },
  proofs: { table: stationeryProofs },
  proofPages: { table: stationeryPages },
  proofComments: { table: proofComments },
  orders: {
    table: orders,
    leftOut: { accessKeyHash: "the hash of the key that shows an order's thanks page to its purchaser" },
  },
  orderEvents: { table: orderEvents },
};

/** The company's tables that are not collections, and why (docs/export-format.md says the same). */
export const notExported: { table: TenantTable; why: string }[] = [
  { table: companyHosts, why: "in the manifest's company (hosts)" },
  { table: companyMailSettings, why: "in the manifest's company (siteUrl, notificationAddress)" },
  { table: sessions, why: 'sessions are ways in (token hashes)' },
  { table: passwordResetTokens, why: 'one-time links are ways in (token hashes)' },
  { table: signInCodes, why: 'sign-in codes are ways in (code hashes)' },
  {
    table: staffInvitations,
    why: 'invitation links are ways in (token hashes); the accounts and their changes are exported',
  },
  { table: mailOutbox, why: 'mails carry one-time links and sign-in codes' },
  { table: idempotencyKeys, why: 'repeat protection of requests, kept a day: the records they made are exported' },
  { table: rateLimitCounters, why: 'counters of the request limiter' },
  { table: planningRequestTallies, why: 'counts the database derives from the requests' },
  { table: orderTallies, why: 'counts the database derives from the orders' },
  { table: calendarFeeds, why: 'calendar feed addresses are ways in (token hashes); a person makes a new one' },
  { table: paymentEvents, why: "the card processor's webhook deliveries already applied" },
];
