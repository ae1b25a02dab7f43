import { SIGN_IN_CODE_MINUTES } from '#contract/sign-in-code.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';

export interface SignInCodeMailFacts {
  companyName: string;
  companyPhone: string;
  to: string;
  name: string;
  code: string;
}

/**
 * The mail with a sign-in code. The code is in the body only, not the subject, so a phone's locked
 * screen that previews subjects does not show it to whoever holds the phone.
 */
export function signInCodeMail(facts: SignInCodeMailFacts): OutboxMail {
  const lines = [
    `Hello ${facts.name},`,
    '',
    `Your code to sign in to the ${facts.companyName} family portal is:`,
    '',
    facts.code,
    '',
    `Type it on the sign-in page where you asked for it. It works once, for ${SIGN_IN_CODE_MINUTES} minutes.`,
    '',
    'If you did not ask for it, you can ignore this mail: nobody can sign in without the code.',
    `Questions? Call ${facts.companyName} at ${facts.companyPhone}.`,
  ];
  return {
    kind: 'auth.sign-in-code',
    fromName: facts.companyName,
    to: facts.to,
    subject: `Your ${facts.companyName} sign-in code`,
    text: lines.join('\n'),
  };
}
