/** Answers to the demo company's planning form, for server tests of planning submit. */

let unique = 0;
/** A contact address no other test uses, so each test finds its own mails. */
export const contactEmail = () => `family-${Date.now()}-${(unique += 1)}@example.com`;

/** A complete pre-plan (caseStatus PRE_PLAN) of the demo form. */
export const preplan = (email = contactEmail()) => ({
  contactFirstName: '  Ruth ',
  contactLastName: 'Ellis',
  contactEmail: email,
  contactPhone: '(503) 555-0199',
  contactAddress: { country: 'US' },
  decedentFirstName: 'Margaret',
  decedentLastName: 'Ellis',
  servedInMilitary: 'no',
  branch: 'navy',
  specialRequests: 'Her favourite hymn, please.',
});
