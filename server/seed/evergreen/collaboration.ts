import type { CaseCollaborationSeed } from '../case-collaboration-seed.ts';
import { EVERGREEN_ARRANGING_FAMILY, EVERGREEN_INVITED_RELATIVE, EVERGREEN_SIGNED_FAMILY } from './families.ts';

/*
 * Evergreen's families working together (docs/demo.md): Rose's brother-in-law Thomas joined Harold's case
 * by invitation, and the two share its tasks; Daniel works through his mother's alone. Between them
 * the tasks are in every status. When the funeral home asked, Rose wrote Harold's obituary and approved
 * it: it is ready for a director to publish.
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
      { kind: 'review-obituary', status: 'done', assignees: [rose, thomas] },
    ],
    obituary: {
      approvedBy: rose,
      textHtml:
        '<p>Harold James Whitfield, 85, of Portland, died at home with his family beside him. Born in ' +
        'Pendleton, he farmed wheat with his father before forty years as a surveyor for Multnomah County.</p>' +
        '<p>He loved the mountains, a cup of coffee on the porch at dawn and a <em>long</em> story told twice. ' +
        'He is survived by his wife of sixty years, Rose, and his brother, Thomas.</p>',
    },
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
