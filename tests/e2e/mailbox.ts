import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { e2eMailFile } from '../setup/e2e-mail.ts';

/*
 * The suite's SMTP server writes every mail it receives to one file (tests/setup/e2e-smtp.ts), for
 * every test and company of the run: a test finds its own mails by recipient, an address only it
 * uses (uniqueEmail), never by order or count of the whole file.
 */

/** A mail the suite's SMTP server received. */
export interface Mail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string | undefined;
  text: string;
}

async function readMails(): Promise<Mail[]> {
  const text = await readFile(e2eMailFile(), 'utf8').catch(() => '');
  // A mail is appended as one line while tests read: a read can catch the last one half written (a
  // flaky "Unterminated string in JSON"), so only lines that have their newline are read.
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}

/**
 * How often a test reads the mail file: every 25 ms. A mail arrives 150-200 ms after the call that
 * sends it (the SMTP server's greeting waits 100 ms), and expect.poll's own waits (100 ms, 250, 500,
 * then every second) made each mail cost up to 350 ms or more.
 */
const mailPolls = [10, 25];

/** Waits until `count` received mails match (mail goes out after the answer, so it may trail it). */
export async function waitForMails(where: (mail: Mail) => boolean, count: number, timeout = 15_000): Promise<Mail[]> {
  await expect
    .poll(async () => (await readMails()).filter(where).length, {
      message: `${count} mails arrived`,
      timeout,
      intervals: mailPolls,
    })
    .toBeGreaterThanOrEqual(count);
  return mailsNow(where);
}

/** Every mail matching, read now. */
export const mailsNow = async (where: (mail: Mail) => boolean) => (await readMails()).filter(where);

/** Mails of one family: to them, or about them (the notification quotes their address). */
export const aboutContact = (email: string) => (mail: Mail) => mail.to.includes(email) || mail.text.includes(email);
