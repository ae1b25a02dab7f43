import type { PlanningSection } from '#contract/planning.ts';

/** Spec §2 planning wizard headings. */
export const planningHeadings = {
  contact: 'Tell us about yourself',
  decedentSelf: "Now let's add information for your pre-plan",
  decedentOther: "Now let's add information for whom we're planning for",
  wrapUp: "Let's wrap up with some final details ...",
} as const;

// Spec §2 names these sections and shows no heading beyond their names.
const namedOnly = new Set(['additional family', 'education + profession', 'military']);

/** The heading a section's step shows; `self` is planning for oneself (pre-plan-self). */
export function sectionHeading(section: PlanningSection, self: boolean): string {
  if (section.decedentDetails) return self ? planningHeadings.decedentSelf : planningHeadings.decedentOther;
  const name = section.name.trim().toLowerCase();
  if (name === 'contact information') return planningHeadings.contact;
  if (namedOnly.has(name)) return section.name;
  return planningHeadings.wrapUp;
}
