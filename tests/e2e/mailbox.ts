import { readFile } from 'node:fs/promises';
import { e2eMailFile } from '../setup/e2e-mail.ts';

/** A mail the suite's SMTP server received (tests/setup/e2e-smtp.ts). */
export interface Mail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string | undefined;
  text: string;
}

async function readMails(): Promise<Mail[]> {
  const text = await readFile(e2eMailFile(), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}

/** Waits until `count` received mails match (mail goes out after the answer, so it may trail it). */
export async function waitForMails(where: (mail: Mail) => boolean, count: number, timeoutMs = 15_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMails()).filter(where);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every mail matching, read now: to prove that no more arrived than expected. */
export const mailsNow = async (where: (mail: Mail) => boolean) => (await readMails()).filter(where);

/** Mails of one family: to them, or about them (the notification quotes their address). */
export const aboutContact = (email: string) => (mail: Mail) => mail.to.includes(email) || mail.text.includes(email);
