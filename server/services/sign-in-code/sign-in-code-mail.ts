import { SIGN_IN_CODE_MINUTES } from '#contract/sign-in-code.ts';
import type { OutboxMail } from '#server/mail/outbox.ts';
import { accountMail, type AccountMailFacts } from '#server/services/account-mail.ts';

export interface SignInCodeMailFacts extends AccountMailFacts {
  code: string;
}

/**
 * The mail with a sign-in code. The code is in the body only, not the subject, so a phone's locked
 * screen that previews subjects does not show it to whoever holds the phone.
 */
export function signInCodeMail(facts: SignInCodeMailFacts): OutboxMail {
  return accountMail(facts, {
    kind: 'auth.sign-in-code',
    subject: `Your ${facts.companyName} sign-in code`,
    body: [
      `Your code to sign in to the ${facts.companyName} family portal is:`,
      '',
      facts.code,
      '',
      `Type it on the sign-in page where you asked for it. It works once, for ${SIGN_IN_CODE_MINUTES} minutes.`,
    ],
    ifNotAsked: 'If you did not ask for it, you can ignore this mail: nobody can sign in without the code.',
  });
}
