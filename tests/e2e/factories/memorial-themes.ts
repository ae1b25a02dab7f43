import type { APIRequestContext } from '@playwright/test';
import type { MemorialTheme, StockThemes } from '#contract/family-media.ts';
import { familyApi } from './family-api.ts';
import type { FamilyMember } from './family-cases.ts';

/**
 * The family chooses one of the company's stock themes (by its name) for their case's memorial, as the
 * select-theme page does: GET /api/family/media/albums/stock/themes, then POST
 * /api/family/cases/{caseId}/memorial-theme?mediaId=… (which marks the select-theme task done).
 */
export async function chosenStockTheme(
  request: APIRequestContext,
  member: FamilyMember,
  themeName: string,
): Promise<MemorialTheme> {
  const api = await familyApi(request, member);
  const { items } = await api.get<StockThemes>('/api/family/media/albums/stock/themes');
  const theme = items.find((candidate) => candidate.name === themeName);
  if (!theme) throw new Error(`no stock theme named ${themeName}`);
  return api.post<MemorialTheme>(`/api/family/cases/${member.caseId}/memorial-theme?mediaId=${theme.id}`);
}
