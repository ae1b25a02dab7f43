import { and, asc, eq } from 'drizzle-orm';
import {
  defaultThemeColors,
  type AppliedTheme,
  type CustomTheme,
  type MemorialTheme,
  type StockThemes,
} from '#contract/family-media.ts';
import type { ThemeFont } from '#contract/theme-fonts.ts';
import { media, memorialThemes } from '#server/db/schema.ts';
import type { CaseScope, TenantScope } from '#server/db/tenant-scope.ts';
import { responsivePhoto } from '#server/services/media/public-media.ts';
import { completeCaseTask } from '../tasks/case-tasks.ts';
import type { CaseFileLinks } from '../case-files.ts';

/*
 * The memorial theme (task select-theme): a stock theme (one of the company's theme images, worn
 * with the default palette) or the family's own colours, font and one of their album photos as the
 * background. Either choice finishes the task; the public obituary wears `appliedThemeOf`.
 */

const stockOf = and(eq(media.album, 'themes'), eq(media.kind, 'photo'));

/** The company's stock themes in order (media of album 'themes' with no case). */
export async function listStockThemes(scope: CaseScope): Promise<StockThemes> {
  const rows = await scope
    .selectShared({ id: media.id, caption: media.caption, variants: media.variants })
    .from(media, stockOf)
    .orderBy(asc(media.position), asc(media.id));
  return {
    items: rows.flatMap((row) => {
      const image = responsivePhoto(row, 640);
      return image ? [{ id: row.id, name: row.caption, image }] : [];
    }),
  };
}

type ThemeRow = typeof memorialThemes.$inferSelect;

type UrlOf = Parameters<typeof responsivePhoto>[2];

const imageFields = { id: media.id, caption: media.caption, variants: media.variants };
type ImageRow = { id: number; caption: string; variants: (typeof media.$inferSelect)['variants'] };
type ImageReader = (id: number) => Promise<ImageRow | undefined>;

/** Any row of the company: the public obituary's reader. */
const tenantImages =
  (scope: TenantScope): ImageReader =>
  async (id) =>
    (await scope.select(imageFields).from(media, eq(media.id, id)).limit(1))[0];

/** The member's case photos, or the company's stock images (which belong to no case). */
const familyImages =
  (scope: CaseScope): ImageReader =>
  async (id) =>
    (await scope.select(imageFields).from(media, eq(media.id, id)).limit(1))[0] ??
    (await scope.selectShared(imageFields).from(media, eq(media.id, id)).limit(1))[0];

/** What the page wears for a stored choice. */
async function applied(readImage: ImageReader, row: ThemeRow, urlOf?: UrlOf): Promise<AppliedTheme> {
  const imageId = row.stockMediaId ?? row.backgroundMediaId;
  const image = imageId ? await readImage(imageId) : undefined;
  const colors = row.stockMediaId ? defaultThemeColors : row;
  return {
    backgroundColor: colors.backgroundColor,
    textColor: colors.textColor,
    accentColor: colors.accentColor,
    font: colors.font as ThemeFont,
    backgroundImageUrl: image ? (responsivePhoto(image, 1280, urlOf)?.url ?? null) : null,
  };
}

function choiceOf(row: ThemeRow): MemorialTheme['choice'] {
  if (row.stockMediaId) return { kind: 'stock', mediaId: row.stockMediaId };
  return {
    kind: 'custom',
    theme: {
      backgroundColor: row.backgroundColor,
      textColor: row.textColor,
      accentColor: row.accentColor,
      font: row.font as ThemeFont,
      backgroundMediaId: row.backgroundMediaId,
    },
  };
}

/** The case's theme; null when the case is not the member's. */
export async function findMemorialTheme(
  scope: CaseScope,
  links: CaseFileLinks,
  caseId: number,
): Promise<MemorialTheme | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const [row] = await scope.selectAll(memorialThemes, eq(memorialThemes.caseId, caseId)).limit(1);
  if (!row) return { choice: null, applied: null };
  // A stock theme is the company's public image; the family's own background is a case file (signed link).
  const urlOf = row.stockMediaId ? undefined : links.url;
  return { choice: choiceOf(row), applied: await applied(familyImages(scope), row, urlOf) };
}

/** The theme the public obituary of this case wears, or null (the site's own look). */
export async function appliedThemeOf(scope: TenantScope, caseId: number): Promise<AppliedTheme | null> {
  const [row] = await scope.selectAll(memorialThemes, eq(memorialThemes.caseId, caseId)).limit(1);
  return row ? publicTheme(scope, row) : null;
}

/** What the public obituary wears for a theme row read with it (getObituary joins it: one query less per page). */
export const publicTheme = (scope: TenantScope, row: ThemeRow): Promise<AppliedTheme> =>
  applied(tenantImages(scope), row);

async function store(
  scope: CaseScope,
  caseId: number,
  values: Omit<typeof memorialThemes.$inferInsert, 'companyId' | 'caseId'>,
  now: Date,
) {
  await scope.transaction(async (tx) => {
    await tx
      .insert(memorialThemes, { caseId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: memorialThemes.caseId, set: { ...values, updatedAt: now } });
    await completeCaseTask(tx, caseId, 'select-theme', now);
  });
}

/** The row of a stock theme choice: worn with the default palette, no background of the family's. */
export const stockThemeRow = (stockMediaId: number) => ({
  stockMediaId,
  ...defaultThemeColors,
  backgroundMediaId: null,
});

/** Chooses a stock theme; null when the case or the theme is not found. */
export async function chooseStockTheme(
  scope: CaseScope,
  links: CaseFileLinks,
  caseId: number,
  mediaId: number,
  now: Date,
): Promise<MemorialTheme | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const [stock] = await scope
    .selectShared({ id: media.id })
    .from(media, and(stockOf, eq(media.id, mediaId)))
    .limit(1);
  if (!stock) return null;
  await store(scope, caseId, stockThemeRow(stock.id), now);
  return findMemorialTheme(scope, links, caseId);
}

export type CustomThemeOutcome =
  { kind: 'not-found' } | { kind: 'no-such-photo' } | { kind: 'saved'; theme: MemorialTheme };

/** Saves the family's own theme; its background must be one of the case's album photos. */
export async function saveCustomTheme(
  scope: CaseScope,
  links: CaseFileLinks,
  caseId: number,
  theme: CustomTheme,
  now: Date,
): Promise<CustomThemeOutcome> {
  if (!scope.isMemberOf(caseId)) return { kind: 'not-found' };
  if (theme.backgroundMediaId !== null) {
    const found = await scope.count(
      media,
      and(eq(media.id, theme.backgroundMediaId), eq(media.caseId, caseId), eq(media.album, 'photos')),
    );
    if (found === 0) return { kind: 'no-such-photo' };
  }
  await store(scope, caseId, { stockMediaId: null, ...theme }, now);
  return { kind: 'saved', theme: (await findMemorialTheme(scope, links, caseId))! };
}
