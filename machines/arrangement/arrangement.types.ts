import type { Arrangement, ArrangementPackage, LineBody, PurchaserDetails } from '#contract/family-arrangements.ts';
import type { ItemDetails } from './arrangement.rules.ts';

/* The arrangement machine's input, context, events and actor inputs (arrangement.machine.ts charts them). */

/** Spec §3 family case: what the arrangement needs of it. */
export interface ArrangementCase {
  id: number;
  nameSlug: string;
  locationId: number | null;
}

/** What opening a case loads (GET /api/family/cases/{caseId}, /arrangements/{caseId}, .../packages). */
export interface ArrangementLoad {
  familyCase: ArrangementCase;
  arrangement: Arrangement;
  packages: ArrangementPackage[];
}

/** The purchaser signs by typing their full name and ticking consent. */
export interface ContractSignature {
  fullName: string;
  consent: boolean;
}

export interface ArrangementInput {
  caseId: number;
  /** Random per opening of the arrangement (made by the composition root): part of the signing key. */
  sessionId: string;
  /** A package chosen in this browser before the arrangement loaded (kept by the composition root). */
  chosenPackageId?: number | null | undefined;
}

export interface ArrangementContext {
  caseId: number;
  sessionId: string;
  familyCase: ArrangementCase | null;
  /** What the server last answered; every rule of spec §4 is derived from it (arrangement.rules.ts). */
  arrangement: Arrangement | null;
  packages: ArrangementPackage[];
  /** The package chosen here; when it differs from the arrangement's the server is asked to select it. */
  chosenPackageId: number | null;
  /** Item details of the lines, by item id. */
  items: ItemDetails;
  /** The set of item ids (itemSetKey) whose details could not be loaded: not asked again until a reload. */
  itemsFailedFor: string | null;
  /** Why the last change was refused by the server, for the page to say; cleared by the next change. */
  editError: string | null;
}

export type ArrangementEvent =
  | { type: 'package.choose'; packageId: number }
  | { type: 'line.add'; body: LineBody }
  | { type: 'line.change'; lineId: number; body: LineBody }
  | { type: 'line.remove'; lineId: number }
  | { type: 'details.save'; details: PurchaserDetails }
  | { type: 'contract.submit'; signature: ContractSignature }
  | { type: 'arrangement.reload' };

export interface LineChangeInput {
  caseId: number;
  lineId: number;
  body: LineBody;
}
export interface SubmitInput {
  caseId: number;
  signature: ContractSignature;
  idempotencyKey: string;
}

/** The words shown for a refused change: the server's issue when it gave one, else the error's own. */
export function failureText(error: unknown): string {
  const issues = typeof error === 'object' && error !== null ? (error as { issues?: unknown }).issues : undefined;
  const first = Array.isArray(issues) ? (issues[0] as { message?: unknown } | undefined) : undefined;
  if (typeof first?.message === 'string') return first.message;
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** The context an arrangement starts with: nothing loaded yet, the package chosen before it loaded. */
export const fresh = (input: ArrangementInput): ArrangementContext => ({
  caseId: input.caseId,
  sessionId: input.sessionId,
  familyCase: null,
  arrangement: null,
  packages: [],
  chosenPackageId: input.chosenPackageId ?? null,
  items: {},
  itemsFailedFor: null,
  editError: null,
});
