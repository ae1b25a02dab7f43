import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import type { Arrangement, GplItem, LineBody, PurchaserDetails } from '#contract/family-arrangements.ts';
import {
  arrangementMachine,
  type ArrangementActorRef,
  type ArrangementLoad,
  type LineChangeInput,
  type SubmitInput,
} from '#machines/arrangement/arrangement.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import {
  ARRANGEMENTS,
  arrangementPackagesQuery,
  arrangementQuery,
  gplItemsByIdQuery,
} from '#src/lib/queries/family/arrangements.ts';
import { familyCaseQuery } from '#src/lib/queries/family/cases.ts';
import { responseSchemas } from '#src/lib/queries/family/response-schemas.ts';

/*
 * The arrangement machine with real effects (the composition root of the arrangements pages): every
 * actor is one spec §7 call, and every write answers the arrangement as it now stands.
 */

/** The arrangement, among the writes' answers: the contract has no categories. */
const isArrangement = (answer: unknown): answer is Arrangement =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as { categories?: unknown }).categories);

export interface ArrangementDeps {
  api: ApiClient;
  queryClient: QueryClient;
}

export function arrangementActors({ api, queryClient }: ArrangementDeps) {
  /**
   * A write's answer when it is the arrangement (the package and line writes), else the arrangement
   * read again (the contract's writes answer the contract): told by its categories, and parsed with
   * the contract in development and tests like every answer.
   */
  const after = async (caseId: number, answer: unknown): Promise<Arrangement> => {
    const next = isArrangement(answer)
      ? (responseSchemas?.arrangement.parse(answer) ?? answer)
      : await api.get(`${ARRANGEMENTS}/${caseId}`, { schema: responseSchemas?.arrangement });
    queryClient.setQueryData(arrangementQuery(api, caseId).queryKey, next);
    // The statement and the case's progress follow every change.
    void queryClient.invalidateQueries({ queryKey: ['family', 'case', caseId] });
    return next;
  };
  const write = (caseId: number, call: () => Promise<unknown>) => call().then((answer) => after(caseId, answer));

  return {
    load: fromPromise<ArrangementLoad, { caseId: number }>(async ({ input }) => {
      const [familyCase, arrangement, packages] = await Promise.all([
        queryClient.fetchQuery({ ...familyCaseQuery(api, input.caseId), staleTime: 0 }),
        queryClient.fetchQuery({ ...arrangementQuery(api, input.caseId), staleTime: 0 }),
        queryClient.fetchQuery(arrangementPackagesQuery(api, input.caseId)),
      ]);
      return {
        familyCase: { id: familyCase.id, nameSlug: familyCase.nameSlug, locationId: familyCase.locationId },
        arrangement,
        packages: packages.items,
      };
    }),
    selectPackage: fromPromise<Arrangement, { caseId: number; packageId: number }>(({ input }) =>
      write(input.caseId, () => api.post(`${ARRANGEMENTS}/${input.caseId}/packages/${input.packageId}`)),
    ),
    loadItems: fromPromise<GplItem[], { ids: number[] }>(async ({ input }) => {
      const page = await queryClient.fetchQuery(gplItemsByIdQuery(api, input.ids));
      return page.items;
    }),
    addLine: fromPromise<Arrangement, { caseId: number; body: LineBody }>(({ input }) =>
      write(input.caseId, () => api.post(`${ARRANGEMENTS}/${input.caseId}/lines`, { body: input.body })),
    ),
    changeLine: fromPromise<Arrangement, LineChangeInput>(({ input }) =>
      write(input.caseId, () =>
        api.patch(`${ARRANGEMENTS}/${input.caseId}/lines/${input.lineId}`, { body: input.body }),
      ),
    ),
    removeLine: fromPromise<Arrangement, { caseId: number; lineId: number }>(({ input }) =>
      write(input.caseId, () => api.delete(`${ARRANGEMENTS}/${input.caseId}/items/${input.lineId}`)),
    ),
    saveDetails: fromPromise<Arrangement, { caseId: number; details: PurchaserDetails }>(({ input }) =>
      write(input.caseId, () => api.post(`${ARRANGEMENTS}/${input.caseId}/contract/details`, { body: input.details })),
    ),
    submitContract: fromPromise<Arrangement, SubmitInput>(({ input }) =>
      write(input.caseId, () =>
        api.post(`${ARRANGEMENTS}/${input.caseId}/contract/submit`, {
          body: { signatureName: input.signature.fullName, consent: input.signature.consent },
          headers: { 'Idempotency-Key': input.idempotencyKey },
        }),
      ),
    ),
  };
}

export function startArrangement(deps: ArrangementDeps, caseId: number): ArrangementActorRef {
  const machine = arrangementMachine.provide({ actors: arrangementActors(deps) });
  return createActor(machine, { input: { caseId, sessionId: crypto.randomUUID() } }).start();
}
