import type { RequestSeed } from '../request-seed.ts';
import { EVERGREEN_DIRECTOR_EMAIL, EVERGREEN_STAFF_EMAIL } from './staff.ts';

/*
 * The demo's requests inbox (README): an at-need call still waiting, a pre-plan the office has
 * answered, and one closed with its reason. Names are the demo's own, never a real family's.
 */

const contact = (first: string, last: string, email: string, phone: string) => ({
  contactFirstName: first,
  contactLastName: last,
  contactEmail: email,
  contactPhone: phone,
  contactAddress: { country: 'US' },
});

export const evergreenRequests: RequestSeed[] = [
  {
    location: 1,
    caseStatus: 'AT_NEED',
    minutesAgo: 42,
    fields: {
      ...contact('Grace', 'Holloway', 'grace.holloway@family.example', '(503) 555-0177'),
      decedentFirstName: 'Walter',
      decedentLastName: 'Holloway',
      dateOfDeath: '2026-11-25',
      placeOfDeath: 'Providence Milwaukie Hospital',
      relationship: 'child',
      servedInMilitary: 'yes',
      branch: 'army',
      specialRequests: 'Dad served in Korea; we would like a flag at the service.',
    },
    history: [],
  },
  {
    location: 0,
    caseStatus: 'PRE_PLAN',
    minutesAgo: 3 * 24 * 60,
    fields: {
      ...contact('Anita', 'Desai', 'anita.desai@family.example', '(503) 555-0123'),
      decedentFirstName: 'Anita',
      decedentLastName: 'Desai',
      servedInMilitary: 'no',
      specialRequests: 'I would like to plan a simple cremation and a gathering in the garden.',
    },
    history: [{ status: 'contacted', by: EVERGREEN_STAFF_EMAIL, minutesAgo: 2 * 24 * 60 }],
  },
  {
    location: 2,
    caseStatus: 'PRE_PLAN',
    minutesAgo: 9 * 24 * 60,
    fields: {
      ...contact('Robert', 'Lindgren', 'robert.lindgren@family.example', '(503) 555-0158'),
      decedentFirstName: 'Elsa',
      decedentLastName: 'Lindgren',
      servedInMilitary: 'no',
    },
    history: [
      { status: 'contacted', by: EVERGREEN_STAFF_EMAIL, minutesAgo: 8 * 24 * 60 },
      {
        status: 'closed',
        by: EVERGREEN_DIRECTOR_EMAIL,
        minutesAgo: 7 * 24 * 60,
        reason: 'The family is moving to Tucson; we referred them to a funeral home there.',
      },
    ],
  },
];
