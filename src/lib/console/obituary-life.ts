import type { PublicationState } from '#contract/obituary-publication.ts';

/*
 * What the console's screens share of an obituary's life (decision 0063): the Query key its calls
 * cache under, and a state as a badge says it. The obituary screens and the case page use them.
 */

/** Every console obituary query starts with this key: invalidating it refreshes lists and editors. */
export const obituariesKey = ['staff', 'obituaries'] as const;

/** A state as a badge says it. */
export const stateNames: Readonly<Record<PublicationState, string>> = {
  draft: 'Draft',
  'awaiting-family': 'Waiting for the family',
  ready: 'Ready to publish',
  published: 'Published',
  unpublished: 'Unpublished',
};
