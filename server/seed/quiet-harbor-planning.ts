import type { PlanningSection } from '#contract/planning.ts';

/** The second tenant's deliberately small form: isolation tests tell it from Evergreen's. */
export const quietHarborPlanningSections: PlanningSection[] = [
  {
    urlKey: 'contact-information',
    name: 'Contact Information',
    decedentDetails: false,
    fields: [
      { id: 'name', type: 'text', label: 'Your name', required: true, maxLength: 100, purpose: 'contactFirstName' },
      { id: 'email', type: 'email', label: 'Email', required: true, purpose: 'contactEmail', autocomplete: 'email' },
    ],
  },
  {
    urlKey: 'about-them',
    name: 'About Them',
    decedentDetails: true,
    fields: [
      { id: 'firstName', type: 'text', label: 'First name', required: true, purpose: 'decedentFirstName' },
      { id: 'harborNotes', type: 'textarea', label: 'Notes', required: false, maxLength: 1000 },
    ],
  },
];
