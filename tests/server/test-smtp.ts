import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it (headers unfolded, its parts decoded by mailparser). */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string | undefined;
  /** The text/plain part (or the whole body of a one-part mail). */
  text: string;
  /** The text/html part; null when the mail has none. */
  html: string | null;
  /** Content-Type's type of the message itself: 'multipart/alternative', 'text/plain'… */
  contentType: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` mails matching `where` have arrived (fails after `timeoutMs`). */
  waitFor(where: (mail: ReceivedMail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * RFC 5322 message → its headers as written (From exactly as sent, so a test sees how a name was
 * quoted) and its parts as mailparser decodes them (multipart/alternative, decision 0103).
 */
export async function parseMail(raw: string, envelopeTo: string[]): Promise<ReceivedMail> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
  const parsed = await simpleParser(raw);
  return {
    from: decodeWords(header('From') ?? ''),
    to: envelopeTo,
    subject: decodeWords(header('Subject') ?? ''),
    replyTo: header('Reply-To'),
    text: (parsed.text ?? '').replace(/\r\n/g, '\n').trimEnd(),
    html: typeof parsed.html === 'string' ? parsed.html : null,
    contentType: (header('Content-Type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase(),
    raw,
  };
}

/** "=?UTF-8?Q?…?=" / "=?UTF-8?B?…?=" encoded words, as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * An SMTP server inside the test process, on a free port of 127.0.0.1 (or the given one), that keeps
 * every mail it receives. No TLS, no authentication: the mailer talks plain SMTP to it.
 */
export async function startTestSmtpServer(
  options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        parseMail(Buffer.concat(chunks).toString('utf8'), to).then(
          (mail) => {
            received.push(mail);
            options.onMail?.(mail);
            for (const wake of waiters) wake();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    waitFor(where, count = 1, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.filter(where);
          if (found.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `expected ${count} matching mail(s) within ${timeoutMs} ms, got ${received.filter(where).length}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
