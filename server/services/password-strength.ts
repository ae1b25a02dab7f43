import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { passwordTooCommonMessage } from '#contract/password-rules.ts';

/*
 * "Not a common password" (decision 0039), judged by zxcvbn-ts: its common-password and
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

/** The pieces of a name, an address's local part (split on . _ - +) or a domain label. */
const piecesOf = (value: string): string[] => value.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** An address gives its local part and each label of its domain; anything else is one name. */
function namesOf(value: string): string[] {
  const at = value.lastIndexOf('@');
  return at > 0 ? [value.slice(0, at), ...value.slice(at + 1).split('.')] : [value];
}

/**
 * Words an attacker would try for this account: each value whole, and of each name in it (a person's
 * or company's name, an address's local part, a domain label) the name, every piece of three letters
 * or more, and the pieces run together either way ("clarawhitfield", "lucia.moreno", "moreno_lucia"):
 * zxcvbn matches a user input only as a whole word, so "Clara Whitfield" alone let "clarawhitfield2026"
 * pass as two unrelated words.
 */
function accountWords(known: readonly string[]): string[] {
  const words = new Set<string>();
  for (const value of known) {
    const lower = value.trim().toLowerCase();
    if (!lower) continue;
    words.add(lower);
    for (const name of namesOf(lower)) {
      const pieces = piecesOf(name);
      if (name.length >= 3) words.add(name);
      for (const piece of pieces) if (piece.length >= 3) words.add(piece);
      if (pieces.length < 2) continue;
      for (const order of [pieces, [...pieces].reverse()])
        for (const joint of ['', '.', '_', '-', ' ']) words.add(order.join(joint));
    }
  }
  return [...words];
}

export function judgePassword(password: string, known: readonly string[] = []): PasswordVerdict {
  const result = estimatorOf().check(password, accountWords(known));
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true };
  const warning = result.feedback.warning;
  return { ok: false, message: warning ? `${passwordTooCommonMessage} ${warning}` : passwordTooCommonMessage };
}
