import { stableJson } from '#contract/stable-json.ts';
import { hash53 } from '#machines/planning/idempotency-key.ts';

/*
 * The Idempotency-Key of a contract submission, derived from the browser's session of this
 * arrangement, the case and exactly what is signed: a double click or a retry after a lost answer
 * repeats the key (the server signs once and answers the first result again); a corrected name
 * makes a new key.
 */
export const signatureKeyFor = (sessionId: string, caseId: number, body: unknown): string =>
  `sign-${sessionId}-${caseId}-${hash53(stableJson(body))}`;
