import { z } from 'zod';
import { pageOf, pagingQuery } from './paging.ts';
import { rowId } from './ids.ts';

/*
 * The family's cases (spec §3 "Family case", §7 "Family cases"): GET /api/family/cases (paged) lists
 * the cases the signed-in family member belongs to (with the location, the service and how far each
 * has come); GET /api/family/cases/{caseId} is one case's home:
 * who, when, which location and director, and where the family stands (arrangement progress and the
 * statement's balance). The path params are `caseParams` of family-arrangements.ts.
 */

/** Spec §9 case statuses. */
export const familyCaseStatus = z.enum(['AT_NEED', 'PRE_PLAN']);
export type FamilyCaseStatus = z.infer<typeof familyCaseStatus>;

export const familyCasesQuery = pagingQuery;
export type FamilyCasesQuery = z.infer<typeof familyCasesQuery>;

/** Spec §3 family case: id, nameSlug, locationId (plus what a list shows). */
export const familyCaseSummary = z.object({
  id: rowId(),
  /** The canonical {name} of /family-portal/{id}/{name}. */
  nameSlug: z.string(),
  locationId: rowId(),
  decedentName: z.string(),
  status: familyCaseStatus,
});
export type FamilyCaseSummary = z.infer<typeof familyCaseSummary>;

export const caseLocation = z.object({
  id: rowId(),
  name: z.string(),
  phoneNumber: z.string(),
  /** One line, as a letter would carry it ("410 Cedar Avenue, Portland, OR 97205"). */
  address: z.string(),
});
export type CaseLocation = z.infer<typeof caseLocation>;

/** The funeral director in charge of the case, with a number the family can call. */
export const caseDirector = z.object({ name: z.string(), phoneNumber: z.string() });
export type CaseDirector = z.infer<typeof caseDirector>;

/** What is known of the dates; each null until known. */
export const caseDates = z.object({
  /** Calendar dates, YYYY-MM-DD. */
  bornOn: z.string().nullable(),
  diedOn: z.string().nullable(),
  /** The service: an ISO instant, shown in `serviceTimeZone` (the event's own zone). */
  serviceAt: z.string().nullable(),
  serviceTimeZone: z.string().nullable(),
});
export type CaseDates = z.infer<typeof caseDates>;

/** Where the arrangement stands (the same rules as the arrangement machine, computed by the server). */
export const arrangementProgress = z.object({
  packageChosen: z.boolean(),
  /** A package is chosen and every category displayed for the family is complete (spec §4). */
  selectionsComplete: z.boolean(),
  hasPurchaser: z.boolean(),
  /** ISO instant the contract was signed; null before. */
  signedAt: z.string().nullable(),
});
export type ArrangementProgress = z.infer<typeof arrangementProgress>;

/**
 * One case of GET /api/family/cases: what lets a family tell its cases apart (the location, the
 * service) and see where each stands, as far as one query for the whole page can say; the case home
 * has the rest.
 */
export const familyCaseListItem = familyCaseSummary
  .extend(caseDates.pick({ serviceAt: true, serviceTimeZone: true }).shape)
  .extend({
    locationName: z.string(),
    progress: arrangementProgress.pick({ packageChosen: true, signedAt: true }),
  });
export type FamilyCaseListItem = z.infer<typeof familyCaseListItem>;

export const familyCasesPage = pageOf(familyCaseListItem);
export type FamilyCasesPage = z.infer<typeof familyCasesPage>;

/** The statement's money in integer cents (USD); null while nothing is selected. */
export const statementBalance = z.object({
  totalCents: z.number().int().min(0),
  paidCents: z.number().int().min(0),
  balanceCents: z.number().int(),
});
export type StatementBalance = z.infer<typeof statementBalance>;

/** GET /api/family/cases/{caseId}: the case home. */
export const familyCase = familyCaseSummary.extend({
  location: caseLocation,
  director: caseDirector.nullable(),
  dates: caseDates,
  progress: arrangementProgress,
  balance: statementBalance.nullable(),
});
export type FamilyCase = z.infer<typeof familyCase>;
