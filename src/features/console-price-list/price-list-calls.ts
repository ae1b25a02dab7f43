import {
  priceListPublication,
  priceListWrite,
  type CategoryBody,
  type ItemBody,
  type PackageBody,
  type PriceListWrite,
  type SelectorBody,
  type VariantBody,
} from '#contract/staff-price-list.ts';
import type { RuleItemKey } from '#contract/funeral-rule.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { refusalOf, type Refusal } from '#src/lib/account/password-reset-calls.ts';
import type { ApiClient, ApiPath } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/* The console's price-list writes (decision 0079), each watched for the session; a refusal comes back in words. */

export type WriteOutcome = { kind: 'done'; value: PriceListWrite } | Refusal;

async function outcomeOf(auth: AuthActorRef, call: Promise<PriceListWrite>): Promise<WriteOutcome> {
  try {
    return { kind: 'done', value: await watchSession(auth, call) };
  } catch (error) {
    return refusalOf(error);
  }
}

const create = (api: ApiClient, auth: AuthActorRef, path: ApiPath<'POST'>, body: unknown) =>
  outcomeOf(auth, api.post(path, { body, schema: priceListWrite }));
const update = (api: ApiClient, auth: AuthActorRef, path: ApiPath<'PUT'>, body: unknown) =>
  outcomeOf(auth, api.put(path, { body, schema: priceListWrite }));

/** What a write names: a new row (POST to the collection) or one row (PUT to `collection/{id}`). */
type Collection = 'categories' | 'items' | 'selectors' | 'packages';
const save = (
  api: ApiClient,
  auth: AuthActorRef,
  collection: `/api/staff/price-list/${Collection}`,
  id: number | null,
  body: unknown,
) => (id === null ? create(api, auth, collection, body) : update(api, auth, `${collection}/${id}`, body));

export const saveCategory = (api: ApiClient, auth: AuthActorRef, id: number | null, body: CategoryBody) =>
  save(api, auth, '/api/staff/price-list/categories', id, body);

export const saveItem = (api: ApiClient, auth: AuthActorRef, id: number | null, body: ItemBody) =>
  save(api, auth, '/api/staff/price-list/items', id, body);

/** A new option of `itemId`, or a change of option `variantId`. */
export const saveVariant = (
  api: ApiClient,
  auth: AuthActorRef,
  target: { itemId: number } | { variantId: number },
  body: VariantBody,
) =>
  'itemId' in target
    ? create(api, auth, `/api/staff/price-list/items/${target.itemId}/variants`, body)
    : update(api, auth, `/api/staff/price-list/variants/${target.variantId}`, body);

export const saveSelector = (api: ApiClient, auth: AuthActorRef, id: number | null, body: SelectorBody) =>
  save(api, auth, '/api/staff/price-list/selectors', id, body);

export const savePackage = (api: ApiClient, auth: AuthActorRef, id: number | null, body: PackageBody) =>
  save(api, auth, '/api/staff/price-list/packages', id, body);

export const saveTaxRate = (api: ApiClient, auth: AuthActorRef, taxRateBasisPoints: number) =>
  outcomeOf(auth, api.put('/api/staff/price-list/tax-rate', { body: { taxRateBasisPoints }, schema: priceListWrite }));

/**
 * The owner puts the list on the public site, or takes it back to "call us for prices" (decision 0106).
 * A refusal comes back in words; a published list answers when it was published.
 */
export async function setPublication(
  api: ApiClient,
  auth: AuthActorRef,
  published: boolean,
): Promise<{ kind: 'done'; publishedAt: string | null } | Refusal> {
  try {
    const answer = await watchSession(
      auth,
      api.put('/api/staff/price-list/publication', { body: { published }, schema: priceListPublication }),
    );
    return { kind: 'done', publishedAt: answer.publishedAt };
  } catch (error) {
    return refusalOf(error);
  }
}

/** What carries a photo on the price list: an item, an option (variant) or a package. */
export type PhotoHolder = 'item' | 'variant' | 'package';
const photoPaths = { item: 'items', variant: 'variants', package: 'packages' } as const satisfies Record<
  PhotoHolder,
  string
>;

/** A picture of the library as the photo of an item, option or package, or none (decision 0107). */
export const savePricePhoto = (
  api: ApiClient,
  auth: AuthActorRef,
  holder: PhotoHolder,
  id: number,
  pictureId: number | null,
) =>
  outcomeOf(
    auth,
    api.put(`/api/staff/price-list/${photoPaths[holder]}/${id}/photo`, {
      body: { pictureId },
      schema: priceListWrite,
    }),
  );

/** The Funeral Rule's items the funeral home does not offer (decision 0108). */
export const saveNotOffered = (api: ApiClient, auth: AuthActorRef, notOffered: readonly RuleItemKey[]) =>
  outcomeOf(auth, api.put('/api/staff/price-list/not-offered', { body: { notOffered }, schema: priceListWrite }));
