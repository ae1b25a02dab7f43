import { rowIdFromText } from '#contract/canonical-digits.ts';
import { obituaryPath } from '#contract/obituary-path.ts';
import { shellDataIds } from '#contract/shell-data.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { PaymentProvider } from '#server/payments/payment-provider.ts';
import { getObituary } from '#server/services/obituaries/published-obituary.ts';
import type { HeadTag } from './head-tags.ts';
import { obituaryHeadTags } from './obituary-head-tags.ts';
import type { ShellDataBlock } from './shell-data.ts';

/** /obituaries/{id}/{name} and its sub-pages; a non-numeric id never matches (known-routes: 404). */
const obituaryPagePattern = /^\/obituaries\/(\d+)\/([^/]+)(\/.*)?$/;

export type ObituaryShell =
  /** No published obituary of this company has the id: the page is a 404. */
  | { kind: 'missing' }
  /** A wrong name segment: 301 to the canonical address, sub-page and query kept. */
  | { kind: 'moved'; location: string }
  /** The head tags for sharing, and the obituary itself for the browser's first paint. */
  | { kind: 'found'; obituaryId: number; tags: HeadTag[]; block: ShellDataBlock };

/** What the shell of an obituary page needs; null for any other path. */
export async function obituaryShell(
  scope: TenantScope,
  path: string,
  search: string,
  site: { companyName: string; siteUrl: string | null },
  payments: PaymentProvider | null,
): Promise<ObituaryShell | null> {
  const match = obituaryPagePattern.exec(path);
  if (!match) return null;
  const [, idText = '', name = '', rest = ''] = match;
  // The browser's route reads the id by the same rule (decision 0056): "016" is no obituary.
  const id = rowIdFromText(idText);
  if (id === undefined) return { kind: 'missing' };
  const obituary = await getObituary(scope, id, payments);
  if (!obituary) return { kind: 'missing' };
  const canonical = `${obituaryPath(obituary)}${rest}`;
  if (safeDecode(name) !== obituary.nameSlug) return { kind: 'moved', location: `${canonical}${search}` };
  return {
    kind: 'found',
    obituaryId: obituary.id,
    tags: obituaryHeadTags({ obituary, ...site, path: canonical }),
    block: { id: shellDataIds.obituary, json: JSON.stringify(obituary) },
  };
}

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
