import { and, eq } from 'drizzle-orm';
import { additionOf } from '#contract/arrangement-rules.ts';
import {
  arrangementMessages,
  MAX_LINE_QUANTITY,
  type Arrangement,
  type LineBody,
} from '#contract/family-arrangements.ts';
import type { ApiIssue } from '#contract/errors.ts';
import { validationText } from '#contract/validation-messages.ts';
import { contractMessages } from '#contract/family-statement.ts';
import { arrangementLines, arrangements } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { toArrangement } from './arrangement-view.ts';
import { loadArrangement, signedAtOf, type LoadedArrangement } from './load-arrangement.ts';
import {
  currentStatementTemplate,
  findItemForLine,
  findPackage,
  packageLinesOf,
  selectorOffers,
} from './price-list.ts';

/*
 * The family's changes to an arrangement (spec §7): choose a package, add, change and remove lines.
 * Each one: the case must be the member's (else 404, through the CaseScope), not signed (409), and
 * every id in the body the company's (422 at that field). Quantities are checked by the contract
 * (1..99) and prices are never taken from a request. Every answer is the arrangement after the change.
 */

export type WriteOutcome =
  | { kind: 'done'; arrangement: Arrangement }
  | { kind: 'not-found' }
  | { kind: 'signed' }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; issues: ApiIssue[] };

export const signedIssue = [{ path: '', message: contractMessages.signed }];

const invalid = (path: string, message: string): WriteOutcome => ({ kind: 'invalid', issues: [{ path, message }] });

/** Loads the case for a write: not the member's → not-found, signed → signed. */
async function writable(scope: CaseScope, caseId: number): Promise<LoadedArrangement | WriteOutcome> {
  const loaded = await loadArrangement(scope, caseId);
  if (!loaded) return { kind: 'not-found' };
  if (signedAtOf(loaded)) return { kind: 'signed' };
  return loaded;
}

const isOutcome = (value: LoadedArrangement | WriteOutcome): value is WriteOutcome => 'kind' in value;

async function answer(scope: CaseScope, caseId: number): Promise<WriteOutcome> {
  const loaded = await loadArrangement(scope, caseId);
  return loaded ? { kind: 'done', arrangement: toArrangement(loaded) } : { kind: 'not-found' };
}

/** The arrangement row, made with the current statement template on the first write. */
async function ensureArrangement(tx: CaseScope, caseId: number): Promise<void> {
  const template = await currentStatementTemplate(tx);
  if (!template) throw new Error(`Company ${tx.companyId} has no statement template`);
  await tx.insert(arrangements, { caseId, templateId: template.revisionId }).onConflictDoNothing();
}

/**
 * POST .../{caseId}/packages/{packageId}: the package's lines replace the previous package's; the
 * lines the family added stay.
 */
export async function choosePackage(
  scope: CaseScope,
  caseId: number,
  packageId: number,
  now: Date,
): Promise<WriteOutcome> {
  const loaded = await writable(scope, caseId);
  if (isOutcome(loaded)) return loaded;
  const chosen = await findPackage(scope, packageId);
  if (!chosen) return { kind: 'not-found' };
  if (loaded.packageId === packageId) return { kind: 'done', arrangement: toArrangement(loaded) };
  const lines = await packageLinesOf(scope, packageId);
  await scope.transaction(async (tx) => {
    await ensureArrangement(tx, caseId);
    await tx.delete(arrangementLines, and(eq(arrangementLines.caseId, caseId), eq(arrangementLines.fromPackage, true)));
    if (lines.length > 0) {
      await tx.insert(
        arrangementLines,
        lines.map((line) => ({
          caseId,
          categoryId: line.categoryId,
          itemId: line.itemId,
          selectorId: line.selectorId,
          name: line.name,
          quantity: line.quantity,
          fromPackage: true,
        })),
      );
    }
    await tx.update(arrangements, { packageId, updatedAt: now }, eq(arrangements.caseId, caseId));
  });
  return answer(scope, caseId);
}

/**
 * POST .../{caseId}/lines: an item from the price list (and its variant), added by the family. An item
 * the arrangement holds already is refused, naming its line, unless it is sold by the piece: then that
 * line takes the quantity (contract additionOf, decision 0072).
 */
export async function addLine(scope: CaseScope, caseId: number, body: LineBody): Promise<WriteOutcome> {
  const loaded = await writable(scope, caseId);
  if (isOutcome(loaded)) return loaded;
  const found = await findItemForLine(scope, body.itemId, body.variantId);
  if (found.kind === 'no-item') return invalid('itemId', arrangementMessages.unknownItem);
  if (found.kind === 'no-variant') return invalid('variantId', arrangementMessages.unknownVariant);
  const held = loaded.lines.map((line) => ({
    line,
    item: line.itemId === null ? null : { id: line.itemId },
    variant: line.variantId === null ? null : { id: line.variantId },
  }));
  const addition = additionOf(held, found.item, found.variantId);
  if (addition.kind === 'already-in') {
    const { line } = addition.line;
    const message = arrangementMessages.alreadyIn(line.itemName ?? line.name ?? '', line.categoryName);
    return { kind: 'conflict', message };
  }
  if (addition.kind === 'more-of') {
    const { line } = addition.line;
    const quantity = line.quantity + body.quantity;
    if (quantity > MAX_LINE_QUANTITY) return invalid('quantity', validationText.maxNumber(String(MAX_LINE_QUANTITY)));
    await scope.update(
      arrangementLines,
      { quantity },
      and(eq(arrangementLines.caseId, caseId), eq(arrangementLines.id, line.id)),
    );
    return answer(scope, caseId);
  }
  await scope.transaction(async (tx) => {
    await ensureArrangement(tx, caseId);
    await tx.insert(arrangementLines, {
      caseId,
      categoryId: found.item.categoryId,
      itemId: found.item.id,
      variantId: found.variantId,
      quantity: body.quantity,
      fromPackage: false,
    });
  });
  return answer(scope, caseId);
}

/**
 * PATCH .../{caseId}/lines/{lineId}: the quantity and variant; a selector's line takes one of its
 * choices; a package's item line keeps its item; a line the family added may take another item.
 */
export async function updateLine(
  scope: CaseScope,
  caseId: number,
  lineId: number,
  body: LineBody,
): Promise<WriteOutcome> {
  const loaded = await writable(scope, caseId);
  if (isOutcome(loaded)) return loaded;
  const line = loaded.lines.find((candidate) => candidate.id === lineId);
  if (!line) return { kind: 'not-found' };
  if (line.itemId === null && line.selectorId === null) return invalid('itemId', arrangementMessages.nameOnly);
  if (line.selectorId !== null && !(await selectorOffers(scope, line.selectorId, body.itemId))) {
    return invalid('itemId', arrangementMessages.notOffered);
  }
  if (line.selectorId === null && line.fromPackage && line.itemId !== body.itemId) {
    return invalid('itemId', arrangementMessages.packageItem);
  }
  const found = await findItemForLine(scope, body.itemId, body.variantId);
  if (found.kind === 'no-item') return invalid('itemId', arrangementMessages.unknownItem);
  if (found.kind === 'no-variant') return invalid('variantId', arrangementMessages.unknownVariant);
  await scope.update(
    arrangementLines,
    {
      itemId: found.item.id,
      variantId: found.variantId,
      quantity: body.quantity,
      // A selector's choice stays in the package's category; another item moves to its own.
      ...(line.selectorId === null ? { categoryId: found.item.categoryId } : {}),
    },
    and(eq(arrangementLines.caseId, caseId), eq(arrangementLines.id, lineId)),
  );
  return answer(scope, caseId);
}

/** DELETE .../{caseId}/items/{lineId}: a line the family added (a package's lines stay: 409). */
export async function removeLine(scope: CaseScope, caseId: number, lineId: number): Promise<WriteOutcome> {
  const loaded = await writable(scope, caseId);
  if (isOutcome(loaded)) return loaded;
  const line = loaded.lines.find((candidate) => candidate.id === lineId);
  if (!line) return { kind: 'not-found' };
  if (line.fromPackage) return { kind: 'conflict', message: arrangementMessages.packageLine };
  await scope.delete(arrangementLines, and(eq(arrangementLines.caseId, caseId), eq(arrangementLines.id, lineId)));
  return answer(scope, caseId);
}
