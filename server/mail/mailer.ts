import nodemailer from 'nodemailer';
import type { Logger } from '#server/logger.ts';
import { mailHtml, type MailBrand } from './mail-html.ts';

/**
 * One mail, ready to go: the sender's display name is the company's, its address the company's
 * sender (company_mail_settings.sender_address) or else MAIL_FROM's.
 */
export interface OutgoingMail {
  fromName: string;
  /** The company's own sender address; unset, MAIL_FROM's. */
  fromAddress?: string | null | undefined;
  to: string;
  replyTo?: string | null | undefined;
  subject: string;
  text: string;
  /** The company's name, logo and colours for the HTML part; unset, the sender's name and plain colours. */
  brand?: MailBrand | undefined;
}

export interface Mailer {
  /** 'smtp' sends; 'log' (no SMTP_URL) only writes a log line, the outbox row stays as the record. */
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://…; without it nothing is sent (DESIGN §1). */
  smtpUrl?: string | undefined;
  /** "Lantern <no-reply@example.org>" or a bare address. */
  from: string;
  logger: Logger;
}

/** MAIL_FROM when none is configured: a domain that can never receive replies by mistake. */
export const DEFAULT_MAIL_FROM = 'Lantern <no-reply@lantern.invalid>';

/** The address part of MAIL_FROM; each mail names its company as the sender. */
export function senderAddress(from: string): string {
  const match = /<([^>]+)>\s*$/.exec(from);
  return (match?.[1] ?? from).trim();
}

// Names come from the database, subjects from visitors' answers: never let either add a header.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

const linksIn = (text: string) => text.match(/https?:\/\/[^\s)>]+/g) ?? [];

/**
 * The codes a mail carries: a line that is digits alone, as the sign-in code mail writes its code
 * (sign-in-code-mail.ts). Without SMTP the log is the operator's only way to read them (README).
 */
export const codesIn = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^[0-9]{4,10}$/.test(line));

/**
 * nodemailer over SMTP when SMTP_URL is set, else a log line per mail with its links and codes. Every
 * mail goes as multipart/alternative: the text, and the same words as HTML (mail-html.ts).
 */
export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  const address = senderAddress(from);
  if (!smtpUrl) {
    return {
      kind: 'log',
      async send(mail) {
        logger.info(
          {
            mail: { to: mail.to, subject: oneLine(mail.subject), links: linksIn(mail.text), codes: codesIn(mail.text) },
          },
          'mail kept in the outbox (no SMTP_URL set)',
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      const subject = oneLine(mail.subject);
      await transport.sendMail({
        from: { name: oneLine(mail.fromName), address: mail.fromAddress ? oneLine(mail.fromAddress) : address },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject,
        text: mail.text,
        html: mailHtml({ text: mail.text, subject, brand: mail.brand ?? { name: oneLine(mail.fromName) } }),
      });
    },
    close: () => transport.close(),
  };
}
