import type { CaseCollaborationSeed } from '../case-collaboration-seed.ts';
import { EVERGREEN_ARRANGING_FAMILY, EVERGREEN_INVITED_RELATIVE, EVERGREEN_SIGNED_FAMILY } from './families.ts';

/*
 * Evergreen's families working together (docs/demo.md): Rose's brother-in-law Thomas joined Harold's case
 * by invitation, and the two share its tasks; Daniel works through his mother's alone. Between them
 * the tasks are in every status.
 */
const rose = EVERGREEN_ARRANGING_FAMILY.email;
const thomas = EVERGREEN_INVITED_RELATIVE.email;
const daniel = EVERGREEN_SIGNED_FAMILY.email;

export const evergreenCollaboration: CaseCollaborationSeed[] = [
  {
    decedentName: 'Harold James Whitfield',
    relatives: [thomas],
    tasks: [
      { kind: 'add-details', status: 'in-progress', assignees: [rose] },
      { kind: 'upload-photos', status: 'in-progress', assignees: [thomas] },
      { kind: 'upload-music', status: 'to-do', assignees: [thomas] },
      { kind: 'select-theme', status: 'done', assignees: [rose] },
      { kind: 'review-obituary', status: 'to-do', assignees: [rose, thomas] },
    ],
  },
  {
    decedentName: 'Grace Adaeze Okafor',
    relatives: [],
    tasks: [
      { kind: 'add-details', status: 'done', assignees: [daniel] },
      { kind: 'review-stationery', status: 'in-progress', assignees: [daniel] },
    ],
    // Daniel has written his mother's life details: his add-details task is done.
    details: {
      preferredName: 'Grace',
      birthPlace: 'Enugu, Nigeria',
      deathPlace: 'Portland, Oregon',
      children: 'Daniel Okafor',
      work: 'A nurse at Riverside Hospital for thirty-four years.',
      faith: 'St. Andrew Parish, where she sang in the choir.',
      interests: 'Her rose garden, and cooking for anyone who came to the door.',
    },
  },
];
