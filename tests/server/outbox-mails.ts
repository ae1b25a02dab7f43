import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';

/** The mails written to `email` so far (after the delivery has sent what was pending), oldest first. */
export async function outboxMailsTo(db: Database, mail: MailDelivery, email: string) {
  await mail.flush();
  return db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(mailOutbox.id);
}

/** The last match of `pattern`'s first group in the mails to `email`: the token of the latest link. */
export async function mailedLinkToken(db: Database, mail: MailDelivery, email: string, pattern: RegExp) {
  const mails = await outboxMailsTo(db, mail, email);
  const match = pattern.exec(mails.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`no link mailed to ${email}`);
  return match[1];
}
