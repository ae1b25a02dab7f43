// No zod: the requests list's address parser (src/features/console-requests/requests-search.ts) runs in
// the router's route definitions, which load with every page, before zod is configured.

/** A planning request's states in the staff inbox (machines/planning-request/, decision 0064). */
export const requestStatuses = ['new', 'contacted', 'case-opened', 'closed'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusNames: Record<RequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'case-opened': 'Case opened',
  closed: 'Closed',
};

/** Spec §9 case statuses, the plan types a request is filtered by (contract/planning.ts `caseStatus`). */
export const caseStatuses = ['AT_NEED', 'PRE_PLAN'] as const;
type CaseStatus = (typeof caseStatuses)[number];

/** A plan type as staff say it. */
export const caseStatusNames: Record<CaseStatus, string> = { AT_NEED: 'At need', PRE_PLAN: 'Pre-planning' };
