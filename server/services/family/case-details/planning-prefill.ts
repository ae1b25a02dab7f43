import type { CaseDetails } from '#contract/family-case-details.ts';
import { emptyCaseDetails } from '#contract/family-case-details.ts';
import type { PlanningSection } from '#contract/planning.ts';

/*
 * The add-details page starts from what the planning wizard collected (decision 0046). A company's
 * form names its fields; these are the ids of the form the demo and every test company use
 * (seed/evergreen/planning-form.ts). A form without them prefills less, never wrongly: an answer is
 * taken only from the field with that id, and a choice is shown by its option's label.
 */

type Answers = Record<string, unknown>;

/** Which planning answers make which detail: one field is its answer, several are "Label: answer" lines. */
const sources: Partial<Record<keyof CaseDetails, [fieldId: string, label: string][]>> = {
  preferredName: [['preferredName', '']],
  birthDate: [['dateOfBirth', '']],
  birthPlace: [['placeOfBirth', '']],
  deathDate: [['dateOfDeath', '']],
  deathPlace: [['placeOfDeath', '']],
  parents: [
    ['fatherName', 'Father'],
    ['motherName', 'Mother'],
  ],
  spouse: [
    ['spouseName', 'Name'],
    ['spouseLiving', 'Living'],
  ],
  children: [['children', '']],
  siblings: [['siblings', '']],
  education: [
    ['education', 'Highest education'],
    ['schools', 'Schools'],
  ],
  work: [
    ['occupation', 'Occupation'],
    ['employer', 'Employer'],
    ['yearsInOccupation', 'Years'],
  ],
  militaryService: [
    ['branch', 'Branch'],
    ['rank', 'Rank'],
    ['serviceStart', 'Entered service'],
    ['serviceEnd', 'Discharged'],
    ['conflicts', 'Conflicts'],
    ['militaryHonors', 'Honors'],
  ],
  other: [['otherFamily', 'Grandchildren and others']],
};

function answerText(sections: PlanningSection[], answers: Answers, fieldId: string): string {
  const answer = answers[fieldId];
  const field = sections.flatMap((section) => section.fields).find((candidate) => candidate.id === fieldId);
  const labelOf = (value: string) =>
    field && 'options' in field ? (field.options.find((option) => option.value === value)?.label ?? value) : value;
  if (typeof answer === 'string') return labelOf(answer.trim());
  if (typeof answer === 'number') return String(answer);
  if (Array.isArray(answer))
    return answer
      .filter((item) => typeof item === 'string')
      .map(labelOf)
      .join(', ');
  return '';
}

function detailFrom(sections: PlanningSection[], answers: Answers, fields: [string, string][]): string {
  const found = fields
    .map(([fieldId, label]) => [label, answerText(sections, answers, fieldId)] as const)
    .filter(([, value]) => value !== '');
  if (fields.length === 1) return found[0]?.[1] ?? '';
  return found.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export interface PrefillFacts {
  decedentName: string;
  /** The obituary's dates when the funeral home has written them (they win over the wizard's). */
  bornOn: string | null;
  diedOn: string | null;
  planning: { sections: PlanningSection[]; answers: Answers } | null;
}

/** The details as far as the case and its planning answers tell them. */
export function prefilledDetails(facts: PrefillFacts): CaseDetails {
  const details: CaseDetails = { ...emptyCaseDetails, fullName: facts.decedentName };
  if (facts.planning) {
    const { sections, answers } = facts.planning;
    for (const [key, fields] of Object.entries(sources) as [keyof CaseDetails, [string, string][]][])
      details[key] = detailFrom(sections, answers, fields);
    details.fullName = facts.decedentName;
    // A service that was never given is no military service.
    if (answers.servedInMilitary !== 'yes') details.militaryService = '';
  }
  const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  details.birthDate = facts.bornOn ?? (isDate(details.birthDate) ? details.birthDate : '');
  details.deathDate = facts.diedOn ?? (isDate(details.deathDate) ? details.deathDate : '');
  return details;
}
