import { queryOptions } from '@tanstack/react-query';
import { staffPictures } from '#contract/staff-pictures.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { watchSession } from '#src/lib/console/session-watch.ts';

/*
 * The company's picture library as staff read it (decision 0107): the console's Pictures page and the
 * pickers of the builder, the products and the price list page through the same query, so a picture
 * uploaded on one shows in the others.
 */

export const PICTURES_PAGE_SIZE = 24;
export const picturesPath = '/api/staff/pictures';
export const picturesKey = ['staff', 'pictures'] as const;

export const picturesQuery = (api: ApiClient, auth: AuthActorRef, page = 1) =>
  queryOptions({
    queryKey: [...picturesKey, { page }],
    queryFn: ({ signal }) =>
      watchSession(
        auth,
        api.get(picturesPath, { query: { page, pageSize: PICTURES_PAGE_SIZE }, schema: staffPictures, signal }),
      ),
  });
