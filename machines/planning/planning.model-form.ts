import type { AddressBook, PlanningForm, PlanningLocations, PlanningSubmitResult } from '#contract/planning.ts';

/*
 * The small company form the planning model is walked with, here and in the browser
 * (tests/models/planning.spec.ts serves it as GET /api/web/planning/fields): three sections, so the
 * first, a middle and the last are all met, each with one required field whose answer decides
 * whether the section is complete.
 */
export const modelForm: PlanningForm = {
  version: 1,
  sections: [
    {
      urlKey: 'contact-information',
      name: 'Contact Information',
      decedentDetails: false,
      fields: [
        {
          id: 'contactEmail',
          label: 'Email',
          type: 'email',
          required: true,
          purpose: 'contactEmail',
          autocomplete: 'email',
        },
      ],
    },
    {
      urlKey: 'decedent-details',
      name: 'Decedent Details',
      decedentDetails: true,
      fields: [{ id: 'firstName', label: 'First name', type: 'text', required: true, purpose: 'decedentFirstName' }],
    },
    {
      urlKey: 'final-wishes',
      name: 'Final Wishes',
      decedentDetails: false,
      description: 'Anything {possessive} family should know.',
      fields: [{ id: 'wishes', label: 'Wishes', type: 'textarea', required: true, maxLength: 500 }],
    },
  ],
};

/** A valid and an empty answer per field, in form order. */
export const modelAnswers: Record<string, { valid: string; empty: string }> = {
  contactEmail: { valid: 'ruth@example.com', empty: '' },
  firstName: { valid: 'Margaret', empty: '' },
  wishes: { valid: 'A garden service', empty: '' },
};

export const modelAddressBook: AddressBook = {
  defaultCountry: 'US',
  countries: [
    {
      code: 'US',
      name: 'United States',
      regionLabel: 'State',
      regions: [{ code: 'OR', name: 'Oregon' }],
      postalCodeLabel: 'ZIP code',
      postalCodePattern: '\\d{5}',
      postalCodeExample: '97214',
    },
  ],
};

export const modelLocationId = 7;

export const modelLocations: PlanningLocations = {
  phoneNumber: '(503) 555-0100',
  locations: [
    {
      id: modelLocationId,
      name: 'Model Chapel',
      address: { line1: '1 Model Way', city: 'Portland', region: 'OR', postalCode: '97214', country: 'US' },
      phoneNumber: '(503) 555-0101',
      email: 'chapel@example.com',
    },
  ],
};

export const modelResult: PlanningSubmitResult = {
  submissionId: 41,
  caseId: 42,
  caseStatus: 'PRE_PLAN',
  locationId: modelLocationId,
  reference: '000042',
};
