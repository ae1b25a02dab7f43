import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { passwordTooCommonMessage } from '#contract/password-rules.ts';

/*
 * "Not a common password" (issue 12, decision 0039), judged by zxcvbn-ts: its common-password and
 * English dictionaries, keyboard patterns, dates, repeats and l33t. A password passes when the
 * library scores it 3 or more of 4 (about 10^8 guesses or more: "safely unguessable" for an online
 * attack with throttling). The account's own words (its email, name, the company's name) count as
 * known to an attacker. The length rules live in contract/password-rules.ts and run before this.
 */

/** The lowest zxcvbn score accepted (0 to 4). */
export const MIN_PASSWORD_SCORE = 3;

// The dictionaries take a few tens of milliseconds to index: done once, on the first check.
let estimator: ZxcvbnFactory | undefined;
const estimatorOf = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

export type PasswordVerdict = { ok: true } | { ok: false; message: string };

/** Words an attacker would try for this account: the address, its parts, the person's and company's names. */
function accountWords(known: readonly string[]): string[] {
  const words = new Set<string>();
  for (const value of known) {
    const lower = value.trim().toLowerCase();
    if (!lower) continue;
    words.add(lower);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

export function judgePassword(password: string, known: readonly string[] = []): PasswordVerdict {
  const result = estimatorOf().check(password, accountWords(known));
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true };
  const warning = result.feedback.warning;
  return { ok: false, message: warning ? `${passwordTooCommonMessage} ${warning}` : passwordTooCommonMessage };
}
