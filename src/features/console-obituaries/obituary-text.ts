import type { Approver, StaffPublicationAction } from '#contract/staff-obituaries.ts';

/* The console's words for an obituary's life (decision 0063): states, steps, approvals. */

/** The steps in the order the editor offers them: its buttons. */
export const stepOrder: readonly StaffPublicationAction[] = [
  'ask-family',
  'stop-asking',
  'approve-text',
  'mark-ready',
  'publish',
  'unpublish',
];

export const stepLabels: Readonly<Record<StaffPublicationAction, string>> = {
  'ask-family': 'Ask the family to approve',
  'stop-asking': 'Stop waiting for the family',
  'approve-text': 'Approve the text for the family',
  'mark-ready': 'Mark ready',
  publish: 'Publish',
  unpublish: 'Unpublish',
};

/** What the status line says once a step is taken. */
export const stepDone: Readonly<Record<StaffPublicationAction, string>> = {
  'ask-family': 'The family is asked to approve the text in the portal.',
  'stop-asking': 'The request to the family is withdrawn: the obituary is a draft.',
  'approve-text': 'The text is approved for the family.',
  'mark-ready': 'The obituary is ready to publish.',
  publish: 'The obituary is published.',
  unpublish: 'The obituary is off the website.',
};

/** "Rose Whitfield (family)", "Samuel Ortiz (staff, for the family)". */
export const approverWords = (approver: Approver): string =>
  `${approver.name} (${approver.role === 'family' ? 'family' : 'staff, for the family'})`;
