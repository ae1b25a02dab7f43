import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The id and name of one of the company's demo obituaries, found as a visitor would: by searching. */
export async function findObituary(request: APIRequestContext, name: string) {
  const response = await request.get(`/api/web/obituaries?q=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: number; nameSlug: string }[] };
  const found = items[0];
  if (!found) throw new Error(`${name} is not among the demo obituaries`);
  return found;
}

/** The address of one of an obituary's pages ('' for the obituary itself). */
export const obituaryPage = (obituary: { id: number; nameSlug: string }, subPage = '') =>
  `/obituaries/${obituary.id}/${obituary.nameSlug}${subPage}`;
