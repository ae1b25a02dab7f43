import type { StationeryItemType } from '#contract/family-proofs.ts';
import { staffProofs, type StaffProofs } from '#contract/staff-proofs.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { outcomeOf, type Outcome } from './case-calls.ts';

/*
 * The case page's proof writes (decision 0078): uploads into the draft (paths for the one upload
 * client), sending a draft, and answering a family comment. Each write answers the proofs as they are
 * now, which replace the cached ones (lib/queries/console/proofs.ts).
 */

const base = (caseId: number) => `/api/staff/cases/${caseId}/proofs` as const;

/** Where each file is uploaded (POST, the body is the file). */
export const proofUploadPaths = {
  page: (caseId: number, itemType: StationeryItemType, pageType: string) =>
    `${base(caseId)}/stationery/${itemType}/pages/${pageType}`,
  pdf: (caseId: number, itemType: StationeryItemType) => `${base(caseId)}/stationery/${itemType}/pdf`,
  video: (caseId: number) => `${base(caseId)}/video`,
  captions: (caseId: number) => `${base(caseId)}/video/captions`,
};

export type ProofTarget = { kind: 'stationery'; itemType: StationeryItemType } | { kind: 'video' };

export const sendProof = (
  api: ApiClient,
  auth: AuthActorRef,
  caseId: number,
  target: ProofTarget,
): Promise<Outcome<StaffProofs>> =>
  outcomeOf(
    auth,
    api.post(
      target.kind === 'video' ? `${base(caseId)}/video/send` : `${base(caseId)}/stationery/${target.itemType}/send`,
      { schema: staffProofs },
    ),
  );

export const answerComment = (
  api: ApiClient,
  auth: AuthActorRef,
  caseId: number,
  commentId: number,
  text: string,
): Promise<Outcome<StaffProofs>> =>
  outcomeOf(auth, api.post(`${base(caseId)}/comments/${commentId}/answers`, { body: { text }, schema: staffProofs }));
