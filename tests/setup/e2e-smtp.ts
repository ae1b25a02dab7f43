import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startTestSmtpServer } from '#tests/server/test-smtp.ts';
import { e2eMailFile, e2eSmtpPort } from './e2e-mail.ts';

/**
 * Playwright global setup: an SMTP server for the app under test (its webServer gets SMTP_URL
 * pointing here). Each received mail is appended as one JSON line to the mail file, which tests
 * read (tests/e2e/mailbox.ts): the browser tests and the server run in other processes.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const file = e2eMailFile();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  const server = await startTestSmtpServer({
    port: e2eSmtpPort(),
    onMail: (mail) => appendFileSync(file, `${JSON.stringify({ ...mail, raw: undefined })}\n`),
  });
  return () => server.close();
}
