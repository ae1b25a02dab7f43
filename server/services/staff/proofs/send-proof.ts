import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { stationeryTitles, type StationeryItemType } from '#contract/family-proofs.ts';
import type { TaskKind } from '#contract/family-tasks.ts';
import { sendMessages } from '#contract/staff-proofs.ts';
import { caseMembers, cases, memorialVideos, stationeryPages, stationeryProofs, users } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import { setCaseTaskStatus } from '#server/services/family/tasks/case-tasks.ts';
import { mailSenderOf } from '#server/services/mail-sender.ts';
import { newVersionMails } from './proof-mails.ts';

/*
 * Sending a draft to the family (decision 0078): the draft becomes the newest version, which the
 * family must approve again, so its review task goes back to to-do; every member of the case is
 * mailed (the outbox, in the same transaction). One transaction: of two sends at once, the second
 * finds no draft.
 */

export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; message: string };

type Proof = { kind: 'stationery'; itemType: StationeryItemType } | { kind: 'video' };

export async function sendProof(scope: CaseScope, caseId: number, proof: Proof, now: Date): Promise<SendOutcome> {
  const sender = await mailSenderOf(scope);
  return scope.transaction(async (tx): Promise<SendOutcome> => {
    const sent =
      proof.kind === 'stationery'
        ? await sendStationery(tx, caseId, proof.itemType, now)
        : await sendVideo(tx, caseId, now);
    if (sent.kind === 'refused') return sent;
    await setCaseTaskStatus(tx, caseId, sent.task, 'to-do', now);
    const [theCase] = await tx
      .select({ id: cases.id, nameSlug: cases.nameSlug, decedentName: cases.decedentName })
      .from(cases, eq(cases.id, caseId))
      .limit(1);
    const members = await tx
      .select({ name: users.name, email: users.email })
      .from(caseMembers, eq(caseMembers.caseId, caseId))
      .innerJoin(users, and(eq(users.id, caseMembers.userId), tx.owns(users), isNull(users.disabledAt)));
    await enqueueMails(
      tx,
      newVersionMails({
        ...sender,
        case: theCase!,
        what:
          proof.kind === 'stationery' ? `The ${stationeryTitles[proof.itemType].toLowerCase()}` : 'The memorial video',
        version: sent.version,
        page: proof.kind === 'stationery' ? `task/review-stationery/${proof.itemType}` : 'task/review-video',
        to: members,
      }),
    );
    return { kind: 'sent' };
  });
}

type Sent = { kind: 'sent'; version: number; task: TaskKind } | { kind: 'refused'; message: string };

async function sendStationery(tx: CaseScope, caseId: number, itemType: StationeryItemType, now: Date): Promise<Sent> {
  const [draft] = await tx
    .select({ id: stationeryProofs.id, version: stationeryProofs.version })
    .from(
      stationeryProofs,
      and(
        eq(stationeryProofs.caseId, caseId),
        eq(stationeryProofs.itemType, itemType),
        isNull(stationeryProofs.sentAt),
      ),
    )
    .limit(1);
  if (!draft || (await tx.count(stationeryPages, eq(stationeryPages.proofId, draft.id))) === 0)
    return { kind: 'refused', message: sendMessages.nothingToSend };
  const done = await tx
    .update(stationeryProofs, { sentAt: now }, and(eq(stationeryProofs.id, draft.id), isNull(stationeryProofs.sentAt)))
    .returning({ id: stationeryProofs.id });
  if (done.length === 0) return { kind: 'refused', message: sendMessages.nothingToSend };
  return { kind: 'sent', version: draft.version, task: 'review-stationery' };
}

async function sendVideo(tx: CaseScope, caseId: number, now: Date): Promise<Sent> {
  const [draft] = await tx
    .select({ id: memorialVideos.id, version: memorialVideos.version, captionsMediaId: memorialVideos.captionsMediaId })
    .from(memorialVideos, and(eq(memorialVideos.caseId, caseId), isNull(memorialVideos.sentAt)))
    .limit(1);
  if (!draft) return { kind: 'refused', message: sendMessages.nothingToSend };
  // Captions are required: the video is for everyone, hard of hearing included (WCAG 1.2.2).
  if (draft.captionsMediaId === null) return { kind: 'refused', message: sendMessages.noCaptions };
  const done = await tx
    .update(
      memorialVideos,
      { sentAt: now },
      and(eq(memorialVideos.id, draft.id), isNull(memorialVideos.sentAt), isNotNull(memorialVideos.captionsMediaId)),
    )
    .returning({ id: memorialVideos.id });
  if (done.length === 0) return { kind: 'refused', message: sendMessages.nothingToSend };
  return { kind: 'sent', version: draft.version, task: 'review-video' };
}
