import { isPublicState, publicationStates, type PublicationState } from '#contract/obituary-publication.ts';
import type { ObituaryPublicationSnapshot } from './obituary-publication.machine.ts';

export { publicationSnapshot } from './obituary-publication.machine.ts';

/* What an obituary's screens read of its publication (the console's list and editor). */

const isState = (value: unknown): value is PublicationState =>
  (publicationStates as readonly unknown[]).includes(value);

export const selectState = (snapshot: ObituaryPublicationSnapshot): PublicationState => {
  const value: unknown = snapshot.value;
  if (!isState(value)) throw new Error(`Not a publication state: ${JSON.stringify(value)}`);
  return value;
};

/** Whether the public site shows the obituary now. */
export const selectIsPublic = (snapshot: ObituaryPublicationSnapshot) => isPublicState(selectState(snapshot));

/** The facts the machine holds. */
export const selectFacts = (snapshot: ObituaryPublicationSnapshot) => snapshot.context.facts;
