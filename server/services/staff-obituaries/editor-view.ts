import { and, asc, eq, inArray } from 'drizzle-orm';
import { taskTitles, type TaskKind } from '#contract/family-tasks.ts';
import { nameSlug } from '#contract/name-fold.ts';
import type { PublicationEvent, PublicationFacts } from '#contract/obituary-publication.ts';
import { judgePublication } from '#machines/obituary-publication/obituary-publication.machine.ts';
import { OBITUARY_SLUG_FALLBACK, obituaryPath } from '#contract/obituary-path.ts';
import {
  staffPublicationActions,
  staffPublicationPermissions,
  type Approver,
  type FamilyApproval,
  type StaffObituary,
  type StaffPublicationAction,
} from '#contract/staff-obituaries.ts';
import { can, roleRefusedMessage, type StaffRole } from '#contract/staff-roles.ts';
import {
  caseMembers,
  caseTasks,
  cases,
  locations,
  media,
  obituaries,
  obituaryEvents,
  users,
} from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { CaseFileLinks } from '#server/services/family/case-files.ts';
import { responsivePhoto } from '#server/services/media/public-media.ts';
import type { ObituaryRow } from '#server/services/obituaries/publication.ts';
import { wallSettingsOf } from '#server/services/memorial/wall-settings.ts';
import { wallClockOf } from '#server/services/obituaries/wall-clock.ts';
import { conflictsOfEvents } from '#server/services/schedule/event-conflicts.ts';
import { listServiceResources } from '#server/services/schedule/service-resources.ts';
import { casePhotos } from './content.ts';

/*
 * What the console's obituary editor shows, in one call: the content and schedule (times
 * on each event's own wall clock), the case and its family, the photos the main photo can be (signed
 * links, as the family's own pages get them), the family's approvals as the portal records them
 * (the text's approval, and the tasks done for the obituary photo, photos, theme and video, each with
 * who did it), and each step of the publication life with whether this role may take it now and why
 * not, from the same rule the calls run; the company's locations an event can be at, the chapels and
 * hearses it can book, and the double bookings of its events (decision 0125). At most eleven queries,
 * whatever the case holds.
 */

/** Which family task records each approval. */
const approvalTasks: ReadonlyArray<[FamilyApproval['kind'], TaskKind]> = [
  ['text', 'review-obituary'],
  ['obituary-photo', 'upload-obituary-photo'],
  ['photos', 'upload-photos'],
  ['theme', 'select-theme'],
  ['video', 'review-video'],
];

type UserRow = { id: number; name: string; role: 'staff' | 'family' };
const approverOf = (user: UserRow | undefined): Approver | null =>
  user ? { userId: user.id, name: user.name, role: user.role } : null;

/** Each step: whether the rule takes it now for this role, and why not. */
function actionsOf(row: ObituaryRow, facts: PublicationFacts, role: StaffRole): StaffObituary['actions'] {
  const approved = { ...facts, approvedText: (row.draftTextHtml ?? row.textHtml) !== '', pendingDraft: false };
  const entries = (Object.keys(staffPublicationActions) as StaffPublicationAction[]).map((action) => {
    const permission = staffPublicationPermissions[action];
    const type = staffPublicationActions[action];
    const event = (type === 'text.approve' ? { type, facts: approved } : { type }) as PublicationEvent;
    const step = judgePublication(row.publicationState, facts, event);
    const reason = !can(role, permission) ? roleRefusedMessage : step.taken ? null : step.message;
    return [action, { allowed: reason === null, reason, permission }] as const;
  });
  return Object.fromEntries(entries) as StaffObituary['actions'];
}

export async function readStaffObituary(
  scope: TenantScope,
  obituaryId: number,
  context: { links: CaseFileLinks; role: StaffRole },
): Promise<StaffObituary | null> {
  const [found] = await scope
    .select({
      obituary: obituaries,
      caseStatus: cases.status,
      decedentName: cases.decedentName,
      locationId: locations.id,
      locationName: locations.name,
    })
    .from(obituaries, eq(obituaries.id, obituaryId))
    .innerJoin(cases, and(eq(cases.id, obituaries.caseId), scope.owns(cases)))
    .innerJoin(locations, and(eq(locations.id, cases.locationId), scope.owns(locations)))
    .limit(1);
  if (!found) return null;
  const row = found.obituary;
  const family = await scope
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(caseMembers, eq(caseMembers.caseId, row.caseId))
    .innerJoin(users, and(eq(users.id, caseMembers.userId), scope.owns(users)))
    .orderBy(asc(caseMembers.id));
  const events = await scope
    .selectAll(obituaryEvents, eq(obituaryEvents.obituaryId, row.id))
    .orderBy(asc(obituaryEvents.startsAt), asc(obituaryEvents.id));
  const tasks = await scope
    .select({
      kind: caseTasks.kind,
      status: caseTasks.status,
      updatedAt: caseTasks.updatedAt,
      completedByUserId: caseTasks.completedByUserId,
    })
    .from(
      caseTasks,
      and(
        eq(caseTasks.caseId, row.caseId),
        inArray(
          caseTasks.kind,
          approvalTasks.map(([, kind]) => kind),
        ),
      ),
    );
  const approverIds = [
    ...new Set(
      [row.textApprovedByUserId, ...tasks.map((task) => task.completedByUserId)].filter(
        (id): id is number => id !== null,
      ),
    ),
  ];
  const approvers =
    approverIds.length === 0
      ? []
      : await scope
          .select({ id: users.id, name: users.name, role: users.role })
          .from(users, inArray(users.id, approverIds));
  const photos = await scope
    .select({ id: media.id, caption: media.caption, variants: media.variants })
    .from(media, and(eq(media.caseId, row.caseId), casePhotos))
    .orderBy(asc(media.album), asc(media.position), asc(media.id));

  const wall = await wallSettingsOf(scope, row.caseId);
  const chapels = await scope
    .select({ id: locations.id, name: locations.name, city: locations.city })
    .from(locations)
    .orderBy(asc(locations.position), asc(locations.id));
  const company = await scope.company();
  const conflicts = await conflictsOfEvents(scope, events, company?.timeZone ?? 'UTC');
  const booked = new Set(events.flatMap((event) => [event.chapelId, event.hearseId]));
  const resources = (await listServiceResources(scope)).filter(
    (resource) => !resource.retired || booked.has(resource.id),
  );

  const userById = new Map(approvers.map((user) => [user.id, user]));
  const facts: PublicationFacts = {
    named: row.fullName.trim() !== '',
    dated: row.diedOn !== null,
    approvedText: row.textHtml !== '',
    pendingDraft: row.draftTextHtml !== null,
    family: family.length > 0,
  };
  const published = row.publicationState === 'published';

  return {
    id: row.id,
    state: row.publicationState,
    case: {
      id: row.caseId,
      status: found.caseStatus,
      decedentName: found.decedentName,
      locationId: found.locationId,
      locationName: found.locationName,
      family,
    },
    content: {
      fullName: row.fullName,
      bornOn: row.bornOn,
      diedOn: row.diedOn,
      textHtml: row.textHtml,
      draftTextHtml: row.draftTextHtml,
      livestreamUrl: row.livestreamUrl,
      photoMediaId: row.photoMediaId,
      events: events.map((event) => ({
        id: event.id,
        kind: event.kind,
        title: event.title,
        chapelId: event.chapelId,
        hearseId: event.hearseId,
        private: event.private,
        conflicts: conflicts.get(event.id) ?? [],
        startsAt: wallClockOf(event.startsAt, event.timeZone),
        endsAt: event.endsAt === null ? null : wallClockOf(event.endsAt, event.timeZone),
        timeZone: event.timeZone,
        locationId: event.locationId,
        place: {
          name: event.placeName,
          line1: event.addressLine1,
          city: event.city,
          region: event.region,
          postalCode: event.postalCode,
          country: event.country,
        },
        flowersUntil: event.deliveryCutoffAt === null ? null : wallClockOf(event.deliveryCutoffAt, event.timeZone),
        startsAtInstant: event.startsAt.toISOString(),
      })),
      wall,
      shop: row.shopEnabled,
    },
    locations: chapels,
    chapelsAndHearses: resources,
    photos: photos.flatMap((photo) => {
      const image = responsivePhoto(photo, 320, context.links.url);
      return image ? [{ id: photo.id, image }] : [];
    }),
    approvals: approvalTasks.map(([kind, taskKind]): FamilyApproval => {
      const task = tasks.find((candidate) => candidate.kind === taskKind);
      const done = task?.status === 'done';
      if (kind === 'text')
        return {
          kind,
          title: taskTitles[taskKind],
          status: task?.status ?? 'to-do',
          approvedAt: row.textHtml !== '' ? (row.textApprovedAt?.toISOString() ?? null) : null,
          approvedBy:
            row.textHtml !== '' && row.textApprovedByUserId !== null
              ? approverOf(userById.get(row.textApprovedByUserId))
              : null,
        };
      return {
        kind,
        title: taskTitles[taskKind],
        status: task?.status ?? 'to-do',
        approvedAt: done ? task.updatedAt.toISOString() : null,
        approvedBy: done && task.completedByUserId !== null ? approverOf(userById.get(task.completedByUserId)) : null,
      };
    }),
    actions: actionsOf(row, facts, context.role),
    publicPath: published
      ? obituaryPath({ id: row.id, nameSlug: nameSlug(row.fullName, OBITUARY_SLUG_FALLBACK) })
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
