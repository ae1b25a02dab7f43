import type { APIRequestContext } from '@playwright/test';

/** The company's chapels as its public site lists them (id and name), in the site's order. */
export async function chapels(request: APIRequestContext): Promise<{ id: number; name: string }[]> {
  const response = await request.get('/api/web/planning/locations');
  if (!response.ok()) throw new Error(`GET /api/web/planning/locations: ${response.status()}`);
  return ((await response.json()) as { locations: { id: number; name: string }[] }).locations;
}
