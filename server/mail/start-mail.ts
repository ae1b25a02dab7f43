import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/open-database.ts';
import type { Logger } from '#server/logger.ts';
import { createMailer } from './mailer.ts';
import { createMailDelivery, type MailDelivery } from './outbox.ts';

export interface RunningMail {
  delivery: MailDelivery;
  /** Stops the sweep, waits for sends in flight, closes the SMTP connection. */
  stop(): Promise<void>;
}

/**
 * The server's mail: SMTP when SMTP_URL is set, else log only (DESIGN §1). Mails left pending (the
 * SMTP server was down, the process stopped mid-send) are swept at start and then every minute.
 */
export function startMail(options: {
  db: Database;
  logger: Logger;
  clock: Clock;
  smtpUrl: string | undefined;
  from: string;
  sweepMs?: number;
}): RunningMail {
  const mailer = createMailer({ smtpUrl: options.smtpUrl, from: options.from, logger: options.logger });
  const delivery = createMailDelivery({ db: options.db, mailer, logger: options.logger, clock: options.clock });
  options.logger.info(
    { mail: mailer.kind },
    mailer.kind === 'smtp' ? 'mail goes out over SMTP' : 'no SMTP_URL: mail is logged',
  );
  delivery.kick();
  const sweep = setInterval(() => delivery.kick(), options.sweepMs ?? 60_000);
  sweep.unref();
  return {
    delivery,
    async stop() {
      clearInterval(sweep);
      await delivery.flush();
      mailer.close();
    },
  };
}
