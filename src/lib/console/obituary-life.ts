import type { PublicationState } from '#contract/obituary-publication.ts';

/*
 * What the console's screens share of an obituary's life (decision 0063): a state as a badge says it.
 * The obituary screens and the case page use it; the Query key its calls cache under is
 * lib/queries/console/obituaries.ts's.
 */

/** A state as a badge says it. */
export const stateNames: Readonly<Record<PublicationState, string>> = {
  draft: 'Draft',
  'awaiting-family': 'Waiting for the family',
  ready: 'Ready to publish',
  published: 'Published',
  unpublished: 'Unpublished',
};
