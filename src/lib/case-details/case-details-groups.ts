import type { CaseDetails } from '#contract/family-case-details.ts';

/*
 * The life details' form, grouped in the order a life is told (each field a line, a date or a few
 * sentences), labelled by contract caseDetailsLabels: the family's add-details task and the console's
 * case page show the very same form (decision 0065).
 */

type Key = keyof CaseDetails;

/** The form's groups, in the order a life is told; each field a line, a date or a few sentences. */
export const caseDetailsGroups: {
  legend: string;
  fields: { key: Key; kind: 'line' | 'date' | 'notes'; hint?: string }[];
}[] = [
  {
    legend: 'Their name',
    fields: [
      { key: 'fullName', kind: 'line' },
      { key: 'preferredName', kind: 'line', hint: 'The name family and friends used, if it differs.' },
    ],
  },
  {
    legend: 'Birth and death',
    fields: [
      { key: 'birthDate', kind: 'date' },
      { key: 'birthPlace', kind: 'line', hint: 'City and state, or country.' },
      { key: 'deathDate', kind: 'date' },
      { key: 'deathPlace', kind: 'line' },
    ],
  },
  {
    legend: 'Family',
    fields: [
      { key: 'parents', kind: 'notes' },
      { key: 'spouse', kind: 'notes' },
      { key: 'children', kind: 'notes', hint: 'Their names, and the city each lives in.' },
      { key: 'siblings', kind: 'notes' },
    ],
  },
  {
    legend: 'Their life',
    fields: [
      { key: 'education', kind: 'notes' },
      { key: 'work', kind: 'notes' },
      { key: 'militaryService', kind: 'notes', hint: 'Branch, rank, years, honors.' },
      { key: 'faith', kind: 'notes' },
      { key: 'interests', kind: 'notes' },
      { key: 'other', kind: 'notes' },
    ],
  },
];
