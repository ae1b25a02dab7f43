import type { RuleItemKey } from '#contract/funeral-rule.ts';
import { and, eq } from 'drizzle-orm';
import type { PackageKind, PurchaserDetails } from '#contract/family-arrangements.ts';
import { STATEMENT_DISCLOSURE, STATEMENT_TITLE } from '#contract/family-statement.ts';
import type { CardBrand } from '#contract/family-payments.ts';
import type { ResponsiveImage } from '#contract/responsive-image.ts';
import {
  caseMembers,
  casePayments,
  cases,
  contracts,
  gplItems,
  itemVariants,
  obituaries,
  packageLines,
  packages,
  priceListCategories,
  selectorItems,
  selectors,
  statementTemplates,
  users,
} from '#server/db/schema.ts';
import type { CaseScope, TenantScope } from '#server/db/tenant-scope.ts';
import { choosePackage, updateLine } from '#server/services/family/arrangement-writes.ts';
import { saveContractDetails } from '#server/services/family/contract.ts';
import { loadArrangement } from '#server/services/family/load-arrangement.ts';
import { liveStatement, statementSha256 } from '#server/services/family/statement.ts';
import { insertCase } from './insert-case.ts';
import { insertObituarySeed, type ObituarySeed } from './obituary-seed.ts';
import { insertCaseCollaborationSeed, type CaseCollaborationSeed } from './case-collaboration-seed.ts';

/*
 * The family portal's demo data: the general price list (categories, items with variants
 * and photos, selectors, packages, the statement template) and family cases in given states, each
 * tied to a seeded family account. Cases are written through the same services the portal uses
 * (choose the package, complete lines, enter the purchaser), so a seeded case is one a family could
 * have made; signing and payments are recorded directly (no mail goes out from a seed).
 */

export interface ItemSeed {
  key: string;
  name: string;
  description?: string;
  /** null: a cash advance whose price is not known yet. */
  priceCents: number | null;
  cashAdvance?: boolean;
  taxable?: boolean;
  /** Sold by the piece: a second "Add" adds to its line (decision 0072). */
  soldByQuantity?: boolean;
  /** A file under public/images/gpl/. */
  photo?: string;
  /** The Funeral Rule's item it is (decision 0108). */
  ruleItem?: RuleItemKey;
  variants?: {
    name: string;
    description?: string;
    priceCents: number;
    photo?: string;
    /** The price with the purchaser's own container or casket (direct cremation, immediate burial). */
    purchaserProvides?: boolean;
  }[];
}

/** An item (its own category), a selector's choice, or only a name, in `category`. */
export type PackageLineSeed = (
  { item: string } | { selector: string; category: string } | { name: string; category: string }
) & {
  quantity?: number;
};

export interface PriceListSeed {
  taxRateBasisPoints: number;
  /** The Funeral Rule's items the funeral home does not offer (the list says so). */
  notOffered?: RuleItemKey[];
  categories: { key: string; name: string; position: number; displayForFamily?: boolean; items: ItemSeed[] }[];
  selectors: { key: string; name: string; items: string[] }[];
  packages: {
    kind: PackageKind;
    name: string;
    description: string;
    photo?: string;
    lines: PackageLineSeed[];
  }[];
}

/**
 * Whom a case is for: someone who has died (an at-need case and its unpublished obituary: when, the
 * service), or someone planning ahead (a pre-plan: a living person, so no obituary).
 */
type CaseSubject = { decedent: ObituarySeed } | { prePlan: PrePlanSeed };

interface PrePlanSeed {
  /** The living person the plan is for. */
  fullName: string;
  /** Index into the seed's locations: the case's location. */
  location: number;
}

/** Where a case's arrangement stands: the package, the choices on its lines, the purchaser, the signature, payments. */
export interface ArrangementSeed {
  /** The package chosen (by name), then the choices made on its lines, by line name or item key. */
  packageName?: string;
  choices?: { line: string; item: string; variant?: string }[];
  purchaser?: PurchaserDetails;
  /** Signed (by the purchaser, as the member) this many days ago; needs `purchaser`. */
  signedDaysAgo?: number;
  payments?: { amountCents: number; card: { brand: CardBrand; last4: string }; daysAgo: number }[];
}

export type FamilyCaseSeed = CaseSubject &
  ArrangementSeed & {
    /** The family account (an email of TenantSeed.families) that is a member of the case. */
    member: string;
    /** The case's director (decision 0105): the email of a staff account of TenantSeed.staff, director or owner. */
    director: string | null;
  };

export interface FamilyPortalSeed {
  priceList: PriceListSeed;
  cases: FamilyCaseSeed[];
  /** Relatives who joined the cases, and the cases' tasks. */
  collaboration?: CaseCollaborationSeed[];
}

/** GPL photos are small SVG drawings, 480 × 360. */
export const gplPhoto = (file: string, alt: string): ResponsiveImage => {
  const url = `/images/gpl/${file}`;
  return { url, width: 480, height: 360, alt, sources: [{ url, width: 480 }] };
};

async function insertPriceList(scope: TenantScope, seed: PriceListSeed) {
  if (seed.notOffered?.length) await scope.updateCompany({ priceListNotOffered: seed.notOffered });
  const itemIds = new Map<string, number>();
  const categoryIds = new Map<string, number>();
  for (const category of seed.categories) {
    const [row] = await scope
      .insert(priceListCategories, {
        name: category.name,
        position: category.position,
        displayForFamily: category.displayForFamily ?? true,
      })
      .returning({ id: priceListCategories.id });
    categoryIds.set(category.key, row!.id);
    for (const [position, item] of category.items.entries()) {
      const [inserted] = await scope
        .insert(gplItems, {
          categoryId: row!.id,
          name: item.name,
          description: item.description ?? '',
          priceCents: item.priceCents,
          cashAdvance: item.cashAdvance ?? false,
          taxable: item.taxable ?? false,
          soldByQuantity: item.soldByQuantity ?? false,
          photo: item.photo ? gplPhoto(item.photo, item.name) : null,
          position,
          ruleItem: item.ruleItem ?? null,
        })
        .returning({ id: gplItems.id });
      itemIds.set(item.key, inserted!.id);
      if (item.variants?.length) {
        await scope.insert(
          itemVariants,
          item.variants.map((variant, index) => ({
            itemId: inserted!.id,
            name: variant.name,
            description: variant.description ?? '',
            priceCents: variant.priceCents,
            photo: variant.photo ? gplPhoto(variant.photo, `${item.name}, ${variant.name}`) : null,
            position: index,
            purchaserProvides: variant.purchaserProvides ?? false,
          })),
        );
      }
    }
  }
  const need = <T>(map: Map<string, T>, key: string, what: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Family portal seed names ${what} "${key}", which it does not have`);
    return value;
  };
  const selectorIds = new Map<string, number>();
  for (const selector of seed.selectors) {
    const [row] = await scope.insert(selectors, { name: selector.name }).returning({ id: selectors.id });
    selectorIds.set(selector.key, row!.id);
    await scope.insert(
      selectorItems,
      selector.items.map((key, position) => ({ selectorId: row!.id, itemId: need(itemIds, key, 'item'), position })),
    );
  }
  const itemCategory = new Map(
    seed.categories.flatMap((category) => category.items.map((item) => [item.key, categoryIds.get(category.key)!])),
  );
  const packageIds = new Map<string, number>();
  for (const [position, pkg] of seed.packages.entries()) {
    const [row] = await scope
      .insert(packages, {
        kind: pkg.kind,
        name: pkg.name,
        description: pkg.description,
        photo: pkg.photo ? gplPhoto(pkg.photo, pkg.name) : null,
        position,
      })
      .returning({ id: packages.id });
    packageIds.set(pkg.name, row!.id);
    await scope.insert(
      packageLines,
      pkg.lines.map((line, index) => ({
        packageId: row!.id,
        position: index,
        quantity: line.quantity ?? 1,
        ...('item' in line
          ? { itemId: need(itemIds, line.item, 'item'), categoryId: need(itemCategory, line.item, 'item') }
          : 'selector' in line
            ? {
                selectorId: need(selectorIds, line.selector, 'selector'),
                categoryId: need(categoryIds, line.category, 'category'),
              }
            : { name: line.name, categoryId: need(categoryIds, line.category, 'category') }),
      })),
    );
  }
  await scope.insert(statementTemplates, {
    title: STATEMENT_TITLE,
    disclosure: STATEMENT_DISCLOSURE,
    taxRateBasisPoints: seed.taxRateBasisPoints,
  });
  return { itemIds, packageIds, need };
}

/** Writes the price list, then each case in its state. `locations` as insertTenant seeded them. */
export async function insertFamilyPortalSeed(
  scope: TenantScope,
  seed: FamilyPortalSeed,
  locations: Parameters<typeof insertObituarySeed>[2],
  now: Date,
): Promise<void> {
  const { itemIds, packageIds, need } = await insertPriceList(scope, seed.priceList);
  for (const caseSeed of seed.cases) {
    const caseId = await insertCaseFor(scope, caseSeed, locations, now);
    if (caseSeed.director) {
      const [director] = await scope.select({ id: users.id }).from(users, eq(users.email, caseSeed.director));
      if (!director)
        throw new Error(`Family case seed names director ${caseSeed.director}, which the seed does not have`);
      await scope.update(cases, { directorUserId: director.id }, eq(cases.id, caseId));
    }
    const [member] = await scope.select({ id: users.id }).from(users, eq(users.email, caseSeed.member));
    if (!member) throw new Error(`Family case seed names account ${caseSeed.member}, which the seed does not have`);
    await scope.insert(caseMembers, { caseId, userId: member.id });
    await arrangeCase(scope.forMember(member.id, [caseId]), caseId, caseSeed, {
      packageId: (name) => need(packageIds, name, 'package'),
      itemId: (key) => need(itemIds, key, 'item'),
      now,
    });
  }
  await insertCaseCollaborationSeed(scope, seed.collaboration ?? [], now);
}

async function insertCaseFor(
  scope: TenantScope,
  subject: CaseSubject,
  locations: Parameters<typeof insertObituarySeed>[2],
  now: Date,
): Promise<number> {
  if ('prePlan' in subject) {
    const location = locations[subject.prePlan.location];
    if (!location)
      throw new Error(`Pre-plan seed names location ${subject.prePlan.location}, which the seed does not have`);
    return insertCase(scope, { locationId: location.id, status: 'PRE_PLAN', name: subject.prePlan.fullName });
  }
  const [obituaryId] = await insertObituarySeed(scope, [{ ...subject.decedent, published: false }], locations, now);
  const [obituary] = await scope.select({ caseId: obituaries.caseId }).from(obituaries, eq(obituaries.id, obituaryId!));
  return obituary!.caseId;
}

/** How an arrangement seed's names become ids: the seed knows its items by key, a test factory by name. */
export interface SeedLookups {
  packageId(name: string): number;
  itemId(key: string): number;
  now: Date;
}

/**
 * Brings a case's arrangement to the state `seed` describes, through the portal's own services
 * (signing and payments are recorded directly: no mail goes out). Also used by the test factory
 * tests/server/factories/arrangement.ts.
 */
export async function arrangeCase(scope: CaseScope, caseId: number, seed: ArrangementSeed, find: SeedLookups) {
  if (!seed.packageName) return;
  await choosePackage(scope, caseId, find.packageId(seed.packageName), find.now);
  for (const choice of seed.choices ?? []) {
    const loaded = (await loadArrangement(scope, caseId))!;
    const itemId = find.itemId(choice.item);
    const line = loaded.lines.find(
      (candidate) => candidate.selectorName === choice.line || candidate.itemId === itemId,
    );
    if (!line) throw new Error(`Family case seed: no line "${choice.line}" in ${seed.packageName}`);
    const [variant] = choice.variant
      ? await scope
          .select({ id: itemVariants.id })
          .from(itemVariants, and(eq(itemVariants.itemId, itemId), eq(itemVariants.name, choice.variant)))
      : [];
    const outcome = await updateLine(scope, caseId, line.id, {
      itemId,
      quantity: line.quantity,
      variantId: variant?.id ?? null,
    });
    if (outcome.kind !== 'done') throw new Error(`Family case seed: choice ${choice.item} refused (${outcome.kind})`);
  }
  if (seed.purchaser) await saveContractDetails(scope, caseId, seed.purchaser, find.now);
  if (seed.signedDaysAgo === undefined || !seed.purchaser) return;
  const signedAt = new Date(find.now.getTime() - seed.signedDaysAgo * 86_400_000);
  const loaded = (await loadArrangement(scope, caseId))!;
  const statement = {
    ...(await liveStatement(scope, loaded)),
    signature: { signerName: seed.purchaser.fullName, signedAt: signedAt.toISOString() },
  };
  await scope.update(
    contracts,
    {
      signerName: seed.purchaser.fullName,
      signedAt,
      signedByUserId: scope.memberId,
      signedFromAddress: '192.0.2.10',
      signedUserAgent: 'Lantern demo seed',
      statementJson: statement,
      statementSha256: statementSha256(statement),
    },
    eq(contracts.caseId, caseId),
  );
  for (const [index, payment] of (seed.payments ?? []).entries()) {
    const paidAt = new Date(find.now.getTime() - payment.daysAgo * 86_400_000);
    await scope.insert(casePayments, {
      caseId,
      amountCents: payment.amountCents,
      status: 'paid',
      provider: 'sandbox',
      providerReference: `sandbox_ch_seed_${caseId}_${index}`,
      cardBrand: payment.card.brand,
      last4: payment.card.last4,
      idempotencyKey: `seed-payment-${caseId}-${index}`,
      paidByUserId: scope.memberId,
      createdAt: paidAt,
      paidAt,
    });
  }
}
