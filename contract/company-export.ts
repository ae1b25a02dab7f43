import { z } from 'zod';
import { numberParam } from './number-param.ts';
import { text } from './text.ts';

/*
 * The company's export (issue 26 item 3, decision 0086): everything a funeral home keeps in Lantern,
 * as JSON plus its media files, so it is never locked in. The archive is a gzipped tar:
 *
 *   lantern-export/data/<collection>.json   one array of records per collection below
 *   lantern-export/media/<key>              every file the `media` records name (variants[].key)
 *   lantern-export/manifest.json            last: the format, the company, counts, every file's size and SHA-256
 *
 * These schemas are the format: the server's test validates every file of a real archive against
 * them, and docs/export-format.md's field tables are generated from them (scripts/export-format-docs.ts).
 * Records are strict (a field the schema does not name fails), times are ISO 8601 instants in UTC,
 * calendar days are YYYY-MM-DD, money is integer cents, and a field ending in `Id` names the `id` of
 * a record of another collection. No password, token or code hash, and no session, is ever exported.
 */

export const EXPORT_FORMAT_VERSION = 1;
export const EXPORT_ROOT = 'lantern-export';

const id = z.number().int().positive();
const ref = id;
const int = z.number().int();
const cents = z.number().int();
const str = z.string();
const time = z.iso.datetime();
const day = z.iso.date();
const json = z.json();
const record = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape);

const address = {
  addressLine1: str,
  city: str,
  region: str,
  postalCode: str,
  country: str,
};

/** Each collection's record, in the order the archive writes them (settings first, then cases and what hangs on them). */
export const exportCollections = {
  locations: record({
    id,
    name: str,
    ...address,
    addressLine2: str.nullable(),
    phoneNumber: str,
    email: str.nullable(),
    position: int,
  }),
  accounts: record({
    id,
    email: str,
    name: str,
    role: z.enum(['staff', 'family']),
    staffRole: z.enum(['owner', 'director', 'staff']).nullable(),
    disabledAt: time.nullable(),
    createdAt: time,
  }),
  staffAccountChanges: record({
    id,
    userId: ref,
    changedBy: ref.nullable(),
    kind: str,
    fromRole: str.nullable(),
    toRole: str.nullable(),
    createdAt: time,
  }),
  sitePages: record({
    id,
    status: z.enum(['draft', 'approved', 'archived']),
    content: json,
    author: str,
    createdAt: time,
    revision: int,
    version: int.nullable(),
    publishedAt: time.nullable(),
  }),
  redirects: record({ id, fromPath: str, to: str, permanent: z.boolean() }),
  blogArticles: record({
    id,
    title: str,
    summary: str,
    author: str,
    html: str,
    imageUrl: str.nullable(),
    publishedAt: time,
  }),
  planningForms: record({ id, version: int, sections: json, createdAt: time }),
  priceListCategories: record({ id, name: str, position: int, displayForFamily: z.boolean() }),
  priceListItems: record({
    id,
    categoryId: ref,
    name: str,
    description: str,
    priceCents: cents.nullable(),
    cashAdvance: z.boolean(),
    taxable: z.boolean(),
    soldByQuantity: z.boolean(),
    photo: json.nullable(),
    position: int,
  }),
  itemVariants: record({
    id,
    itemId: ref,
    name: str,
    description: str,
    priceCents: cents,
    photo: json.nullable(),
    position: int,
  }),
  selectors: record({ id, name: str }),
  selectorItems: record({ id, selectorId: ref, itemId: ref, position: int }),
  packages: record({
    id,
    kind: z.enum(['burial', 'cremation']),
    name: str,
    description: str,
    photo: json.nullable(),
    position: int,
  }),
  packageLines: record({
    id,
    packageId: ref,
    categoryId: ref,
    itemId: ref.nullable(),
    selectorId: ref.nullable(),
    name: str.nullable(),
    quantity: int,
    position: int,
  }),
  statementTemplates: record({ id, title: str, disclosure: str, taxRateBasisPoints: int, createdAt: time }),
  priceListChanges: record({ id, changedByUserId: ref.nullable(), what: str, effectiveOn: day, createdAt: time }),
  products: record({
    id,
    category: z.enum(['flowers', 'plants', 'trees', 'keepsakes']),
    name: str,
    description: str,
    priceCents: cents,
    imageUrl: str,
    imageAlt: str,
    deliversToEvents: z.boolean(),
    active: z.boolean(),
    position: int,
  }),
  paymentConnections: record({
    id,
    provider: str,
    accountId: str,
    status: z.enum(['onboarding', 'ready']),
    connectedAt: time,
  }),
  cases: record({
    id,
    locationId: ref,
    status: z.enum(['AT_NEED', 'PRE_PLAN']),
    decedentName: str,
    nameSlug: str,
    directorName: str.nullable(),
    directorPhone: str.nullable(),
    openedAt: time.nullable(),
    createdAt: time,
    updatedAt: time,
  }),
  requests: record({
    id,
    caseId: ref,
    formId: ref,
    locationId: ref,
    caseStatus: z.enum(['AT_NEED', 'PRE_PLAN']),
    fields: json,
    contactEmail: str,
    submittedAt: time,
    requestStatus: z.enum(['new', 'contacted', 'case-opened', 'closed']),
    closedReason: str.nullable(),
  }),
  requestEvents: record({
    id,
    submissionId: ref,
    status: z.enum(['new', 'contacted', 'case-opened', 'closed']),
    reason: str.nullable(),
    byUserId: ref.nullable(),
    at: time,
  }),
  caseMembers: record({ id, caseId: ref, userId: ref, createdAt: time }),
  invitations: record({
    id,
    caseId: ref,
    invitedBy: ref,
    name: str,
    email: str,
    createdAt: time,
    expiresAt: time,
    usedAt: time.nullable(),
    usedBy: ref.nullable(),
  }),
  caseDetails: record({ id, caseId: ref, details: json, updatedBy: ref.nullable(), updatedAt: time }),
  tasks: record({
    id,
    caseId: ref,
    kind: str,
    status: str,
    completedByUserId: ref.nullable(),
    createdAt: time,
    updatedAt: time,
  }),
  taskAssignees: record({ id, caseId: ref, taskId: ref, userId: ref, createdAt: time }),
  arrangements: record({ id, caseId: ref, packageId: ref.nullable(), templateId: ref, updatedAt: time }),
  arrangementLines: record({
    id,
    caseId: ref,
    categoryId: ref,
    itemId: ref.nullable(),
    variantId: ref.nullable(),
    selectorId: ref.nullable(),
    name: str.nullable(),
    quantity: int,
    fromPackage: z.boolean(),
    createdAt: time,
  }),
  statements: record({
    id,
    caseId: ref,
    purchaserFullName: str,
    purchaserRelationship: str,
    purchaserAddressLine1: str,
    purchaserAddressLine2: str.nullable(),
    purchaserCity: str,
    purchaserRegion: str,
    purchaserPostalCode: str,
    purchaserPhone: str,
    purchaserEmail: str,
    signerName: str.nullable(),
    signedAt: time.nullable(),
    signedByUserId: ref.nullable(),
    signedFromAddress: str.nullable(),
    signedUserAgent: str.nullable(),
    statementJson: json.nullable(),
    statementSha256: str.nullable(),
    issue: int,
    note: str,
    updatedAt: time,
  }),
  statementChanges: record({
    id,
    caseId: ref,
    issue: int,
    kind: z.enum(['revised', 'voided']),
    reason: str,
    changedByUserId: ref.nullable(),
    before: json,
    after: json.nullable(),
    createdAt: time,
  }),
  payments: record({
    id,
    caseId: ref,
    amountCents: cents,
    status: z.enum(['pending', 'paid', 'declined']),
    method: z.enum(['card', 'cash', 'check', 'insurance']),
    reference: str.nullable(),
    recordedByUserId: ref.nullable(),
    provider: str,
    providerReference: str.nullable(),
    cardBrand: str.nullable(),
    last4: str.nullable(),
    idempotencyKey: str,
    paidByUserId: ref.nullable(),
    createdAt: time,
    paidAt: time.nullable(),
  }),
  refunds: record({
    id,
    caseId: ref,
    paymentId: ref,
    amountCents: cents,
    status: z.enum(['pending', 'refunded']),
    reason: str,
    providerReference: str.nullable(),
    refundedByUserId: ref.nullable(),
    createdAt: time,
    refundedAt: time.nullable(),
  }),
  media: record({
    id,
    caseId: ref.nullable(),
    kind: z.enum(['photo', 'video', 'audio', 'captions', 'pdf']),
    album: z.enum(['photos', 'music', 'obituary', 'memory', 'video', 'stationery', 'themes']),
    /** Each rendition; its file is lantern-export/media/<key>. */
    variants: z.array(
      z.strictObject({
        key: str,
        contentType: str,
        width: int.nullable(),
        height: int.nullable(),
        byteSize: int,
      }),
    ),
    caption: str,
    position: int,
    width: int.nullable(),
    height: int.nullable(),
    durationSeconds: int.nullable(),
    pageCount: int.nullable(),
    createdAt: time,
  }),
  obituaries: record({
    id,
    caseId: ref,
    fullName: str,
    bornOn: day.nullable(),
    diedOn: day.nullable(),
    textHtml: str,
    draftTextHtml: str.nullable(),
    textApprovedAt: time.nullable(),
    textApprovedByUserId: ref.nullable(),
    photoMediaId: ref.nullable(),
    livestreamUrl: str.nullable(),
    shopEnabled: z.boolean(),
    noFlowers: z.boolean(),
    publicationState: str,
    publishedAt: time.nullable(),
    createdAt: time,
    updatedAt: time,
  }),
  obituaryEvents: record({
    id,
    obituaryId: ref,
    kind: z.enum(['visitation', 'service', 'burial', 'reception']),
    startsAt: time,
    endsAt: time.nullable(),
    timeZone: str,
    locationId: ref.nullable(),
    placeName: str,
    ...address,
    deliveryCutoffAt: time.nullable(),
  }),
  memorialVideos: record({
    id,
    caseId: ref,
    version: int,
    sentAt: time.nullable(),
    videoMediaId: ref,
    captionsMediaId: ref.nullable(),
    posterMediaId: ref.nullable(),
    approvedAt: time.nullable(),
    createdAt: time,
  }),
  memorialThemes: record({
    id,
    caseId: ref,
    stockMediaId: ref.nullable(),
    backgroundColor: str,
    textColor: str,
    accentColor: str,
    font: str,
    backgroundMediaId: ref.nullable(),
    updatedAt: time,
  }),
  memorialWallSettings: record({
    caseId: ref,
    moderation: z.enum(['approve-first', 'open']),
    posting: z.enum(['anyone', 'members']),
    shown: z.boolean(),
  }),
  memories: record({
    id,
    caseId: ref,
    authorName: str,
    authorEmail: str,
    body: str,
    photoMediaId: ref.nullable(),
    status: z.enum(['pending', 'approved', 'rejected']),
    createdAt: time,
    decidedAt: time.nullable(),
  }),
  proofs: record({
    id,
    caseId: ref,
    itemType: z.enum(['prayer-card', 'programme', 'bookmark']),
    version: int,
    sentAt: time.nullable(),
    approvedAt: time.nullable(),
    createdAt: time,
  }),
  proofPages: record({
    id,
    caseId: ref,
    proofId: ref,
    pageType: z.enum(['front', 'inside-left', 'inside-right', 'back']),
    imageMediaId: ref,
    pdfPage: int.nullable(),
  }),
  proofComments: record({
    id,
    caseId: ref,
    stationeryPageId: ref.nullable(),
    memorialVideoId: ref.nullable(),
    authorUserId: ref.nullable(),
    answersCommentId: ref.nullable(),
    authorName: str,
    body: str,
    createdAt: time,
  }),
  orders: record({
    id,
    publicId: str,
    obituaryId: ref,
    productId: ref,
    productName: str,
    quantity: int,
    unitPriceCents: cents,
    deliveryFeeCents: cents,
    purchaserName: str,
    purchaserEmail: str,
    purchaserPhone: str,
    deliveryKind: z.enum(['event', 'family']),
    eventId: ref.nullable(),
    cardMessage: str,
    status: z.enum(['pending', 'paid', 'declined']),
    paymentProvider: str,
    paymentReference: str.nullable(),
    createdAt: time,
    paidAt: time.nullable(),
    locationId: ref,
    fulfilment: str,
    refundedCents: cents,
    refundReference: str.nullable(),
    refundedAt: time.nullable(),
  }),
  orderEvents: record({ id, orderId: ref, status: str, reason: str.nullable(), byUserId: ref.nullable(), at: time }),
} as const;

export type ExportCollection = keyof typeof exportCollections;
export const exportCollectionNames = Object.keys(exportCollections) as ExportCollection[];

/** What each collection holds, in the documentation's words. */
export const exportCollectionWords: Record<ExportCollection, string> = {
  locations: "The funeral home's locations (addresses, phone numbers), in display order.",
  accounts: 'Every account: staff (with their role) and family members. No password hashes.',
  staffAccountChanges: 'Who invited, disabled, enabled or changed the role of a staff account, and when.',
  sitePages: 'The website: every saved version of the site document (draft, published, archived).',
  redirects: "The site's redirects.",
  blogArticles: "The site's blog articles (HTML as written).",
  planningForms: 'Every version of the planning form; each request names the one it answered.',
  priceListCategories: 'The general price list: its categories.',
  priceListItems: 'The general price list: its items (a null price is a cash advance not known yet).',
  itemVariants: 'Variants of a price-list item, each with its own price.',
  selectors: 'Choices among items ("Choose an urn").',
  selectorItems: 'The items of each selector.',
  packages: 'Packages of the price list.',
  packageLines: 'The starting lines of each package.',
  statementTemplates: "The statement's wording and tax rate; each change is a new record.",
  priceListChanges: 'Every change made to the price list: who, what and the effective day.',
  products: "The sympathy shop's products.",
  paymentConnections: 'The card processor account card payments are paid into.',
  cases: 'Every case, opened or still a request (openedAt null).',
  requests: 'Planning requests sent from the website: the answers (`fields`) and the inbox status.',
  requestEvents: 'What staff did with each request, who and when.',
  caseMembers: 'Which family accounts belong to which case.',
  invitations: 'Invitations to a case sent to relatives (no token hashes).',
  caseDetails: "The decedent's life details the family wrote.",
  tasks: "Each case's family tasks and their status.",
  taskAssignees: 'Who each task is assigned to.',
  arrangements: "Each case's chosen package and statement template.",
  arrangementLines: "The lines of each case's arrangement.",
  statements:
    "Each case's statement: the purchaser and, once signed, the statement exactly as signed with its SHA-256.",
  statementChanges: 'Revisions and voids of signed statements, with what was before and after.',
  payments: 'Payments of cases: card payments and those staff recorded (cash, check, insurance).',
  refunds: 'Refunds of case payments.',
  media: 'Every stored file: what it is, its case and album, and its renditions (files under media/).',
  obituaries: 'Obituaries: the approved and draft text, dates, publication state.',
  obituaryEvents: "Obituaries' service schedules, each event in its own time zone.",
  memorialVideos: 'Memorial videos, one record per version.',
  memorialThemes: "The theme of each case's memorial page.",
  memorialWallSettings: "Each case's memorial wall settings (cases without one use the defaults).",
  memories: 'Memories written on the memorial walls, with their moderation status.',
  proofs: 'Stationery proofs (prayer card, programme, bookmark), one record per version.',
  proofPages: "Each proof's pages, each an image or a page of a PDF (a media record).",
  proofComments: 'Comments on proof pages and memorial videos, and staff answers.',
  orders: "The shop's orders: the price paid, the purchaser, delivery, fulfilment and refund.",
  orderEvents: 'Who moved each order, to what, and when.',
};

/** One file of the archive, as the manifest lists it (the manifest itself is not listed). */
export const exportFile = z.strictObject({
  /** The path inside the archive, e.g. "lantern-export/data/cases.json". */
  path: str,
  bytes: int,
  /** Hex SHA-256 of the file's bytes. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** lantern-export/manifest.json. */
export const exportManifest = z.strictObject({
  format: z.literal('lantern-export'),
  formatVersion: z.literal(EXPORT_FORMAT_VERSION),
  exportedAt: time,
  company: z.strictObject({
    id,
    slug: str,
    name: str,
    phoneNumber: str,
    logoUrl: str.nullable(),
    createdAt: time,
    /** The hosts the site answers on. */
    hosts: z.array(str),
    /** The public site its mails link to; null when not set. */
    siteUrl: str.nullable(),
  }),
  /** Records per collection (every collection is named, 0 when empty). */
  counts: z.record(z.enum(exportCollectionNames as [ExportCollection, ...ExportCollection[]]), int),
  files: z.array(exportFile),
  /** Media keys a record names whose file the media store did not have (normally none). */
  missingMedia: z.array(str),
});
export type ExportManifest = z.infer<typeof exportManifest>;

/** POST /api/staff/company/export-link: a signed address that downloads the archive once opened. */
export const exportLink = z.object({
  /** Relative to the site: /api/web/company-export?… */
  url: z.string(),
  /** ISO instant after which the link no longer opens. */
  expiresAt: z.string(),
});
export type ExportLink = z.infer<typeof exportLink>;

/** GET /api/web/company-export's query: the signed link's parts. */
export const exportLinkQuery = z.object({
  /** The owner the link was made for (it opens only while that account is an enabled owner). */
  user: numberParam(1, 2 ** 31 - 1),
  /** Unix seconds after which the link no longer opens. */
  expires: numberParam(0, 2 ** 40),
  /** base64url HMAC-SHA256 of the company, the owner and the expiry. */
  signature: text().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type ExportLinkQuery = z.infer<typeof exportLinkQuery>;
