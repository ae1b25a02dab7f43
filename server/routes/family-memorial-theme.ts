import { caseParams } from '#contract/family-arrangements.ts';
import { customTheme, memorialTheme, memorialThemeQuery, stockThemes } from '#contract/family-media.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import {
  chooseStockTheme,
  findMemorialTheme,
  listStockThemes,
  saveCustomTheme,
} from '#server/services/family/media/memorial-theme.ts';
import { linksOf, tags, type FamilyMediaDeps } from './family-media-kit.ts';

/*
 * The case's memorial theme (spec §7 "Family cases": memorial-theme; "Other family calls": stock
 * themes): one of the company's stock themes, or the family's own colours, font and background photo.
 */

export const stockThemesRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/media/albums/stock/themes',
  tags,
  summary: "The company's stock memorial themes",
  request: {},
  responses: { 200: jsonResponse(stockThemes.meta({ id: 'StockThemes' }), 'The stock themes in order') },
});

const themeResponses = { 200: jsonResponse(memorialTheme.meta({ id: 'MemorialTheme' }), "The case's theme") };

export const memorialThemeRoute = defineRoute({
  audience: 'family',
  method: 'get',
  path: '/api/family/cases/{caseId}/memorial-theme',
  tags,
  summary: "The case's memorial theme",
  description: 'The choice (a stock theme, a custom theme, or null) and what the public obituary wears.',
  request: { params: caseParams },
  responses: themeResponses,
});

export const chooseStockThemeRoute = defineRoute({
  audience: 'family',
  method: 'post',
  path: '/api/family/cases/{caseId}/memorial-theme',
  tags,
  summary: 'Choose a stock theme',
  description: 'mediaId names one of GET /api/family/media/albums/stock/themes. Marks the task select-theme done.',
  request: { params: caseParams, query: memorialThemeQuery },
  responses: themeResponses,
});

export const customThemeRoute = defineRoute({
  audience: 'family',
  method: 'put',
  path: '/api/family/cases/{caseId}/memorial-theme',
  tags,
  summary: 'Set a custom theme',
  description:
    'Colours (#rrggbb), a font from the short list, and optionally one of the album’s photos as the background. ' +
    'Marks the task select-theme done.',
  maxBodyBytes: 4 * 1024,
  request: {
    params: caseParams,
    body: { required: true, content: { 'application/json': { schema: customTheme.meta({ id: 'CustomTheme' }) } } },
  },
  responses: themeResponses,
});

/** Only the links and the clock: themes take no upload (a custom background is an album photo). */
export function registerFamilyMemorialThemeRoutes(
  register: RegisterRoute,
  deps: Pick<FamilyMediaDeps, 'files' | 'clock'>,
): void {
  register(stockThemesRoute, async (c) => c.json(await listStockThemes(caseScopeOf(c)), 200));

  register(memorialThemeRoute, async (c) => {
    const theme = await findMemorialTheme(caseScopeOf(c), linksOf(c, deps), c.req.valid('param').caseId);
    return theme ? c.json(theme, 200) : jsonError(c, 404);
  });

  register(chooseStockThemeRoute, async (c) => {
    const theme = await chooseStockTheme(
      caseScopeOf(c),
      linksOf(c, deps),
      c.req.valid('param').caseId,
      c.req.valid('query').mediaId,
      deps.clock.now(),
    );
    return theme ? c.json(theme, 200) : jsonError(c, 404);
  });

  register(customThemeRoute, async (c) => {
    const outcome = await saveCustomTheme(
      caseScopeOf(c),
      linksOf(c, deps),
      c.req.valid('param').caseId,
      c.req.valid('json'),
      deps.clock.now(),
    );
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'no-such-photo') {
      return jsonError(c, 422, [{ path: 'backgroundMediaId', message: 'Please choose one of this album’s photos' }]);
    }
    return c.json(outcome.theme, 200);
  });
}
