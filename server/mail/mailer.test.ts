import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '#tests/server/test-smtp.ts';
import { signInCodeMail } from '#server/services/sign-in-code/sign-in-code-mail.ts';
import { codesIn, createMailer, senderAddress } from './mailer.ts';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    {},
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    }),
  );
  return { lines, logger };
};

describe('createMailer', () => {
  it('takes the address of MAIL_FROM and sends as the company, one header line each', async () => {
    expect(senderAddress('Lantern <no-reply@lantern.example>')).toBe('no-reply@lantern.example');
    expect(senderAddress('plain@lantern.example')).toBe('plain@lantern.example');
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Lantern <no-reply@lantern.example>',
      logger: capture().logger,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({
      fromName: 'Evergreen\r\nBcc: victim@example.com',
      to: 'family@example.com',
      replyTo: 'chapel@example.com',
      subject: 'Hello\nBcc: victim@example.com',
      text: 'Ünïcode body, with a link: http://localhost:3000/',
    });
    mailer.close();
    const [mail] = await smtp.waitFor((received) => received.to.includes('family@example.com'));
    expect(mail?.to).toEqual(['family@example.com']);
    // The name stays one quoted phrase: no header can be smuggled in through it.
    expect(mail?.from).toBe('"Evergreen Bcc: victim@example.com" <no-reply@lantern.example>');
    expect(mail?.subject).toBe('Hello Bcc: victim@example.com');
    expect(mail?.replyTo).toBe('chapel@example.com');
    expect(mail?.text).toBe('Ünïcode body, with a link: http://localhost:3000/');
    // With its HTML part (decision 0103): without a brand, the sender's name is its heading.
    expect(mail?.contentType).toBe('multipart/alternative');
    expect(mail?.html).toContain('Evergreen Bcc: victim@example.com</h1>');
    expect(mail?.html).toContain('<a href="http://localhost:3000/"');
    expect(mail?.raw).not.toMatch(/^Bcc:/m);
  });

  it('without SMTP_URL only logs each mail, with its links', async () => {
    const { lines, logger } = capture();
    const mailer = createMailer({ from: 'Lantern <no-reply@lantern.example>', logger });
    expect(mailer.kind).toBe('log');
    await mailer.send({
      fromName: 'Evergreen',
      to: 'a@example.com',
      subject: 'Hi',
      text: 'See https://site.example/a and http://x.example/b.',
    });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'mail kept in the outbox (no SMTP_URL set)',
        mail: {
          to: 'a@example.com',
          subject: 'Hi',
          links: ['https://site.example/a', 'http://x.example/b.'],
          codes: [],
        },
      }),
    ]);
  });

  it('without SMTP_URL logs a sign-in code too, as the README says', async () => {
    const { lines, logger } = capture();
    const mailer = createMailer({ from: 'Lantern <no-reply@lantern.example>', logger });
    const mail = signInCodeMail({
      companyName: 'Evergreen',
      companyPhone: '(503) 555-0100',
      to: 'rose@family.example',
      name: 'Rose',
      code: '048213',
    });
    await mailer.send(mail);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'mail kept in the outbox (no SMTP_URL set)',
        mail: expect.objectContaining({ to: 'rose@family.example', codes: ['048213'] }),
      }),
    ]);
  });

  it('reads as codes only lines that are digits alone, not phone numbers, references or dates', () => {
    expect(codesIn('Your code is:\n\n  913572 \r\nType it.')).toEqual(['913572']);
    expect(codesIn('Call (503) 555-0100.\nReference 000123\n2026-03-14\n12\nIt works for 10 minutes.')).toEqual([]);
  });
});
