import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/open-database.ts';
import { companyMailSettings, mailOutbox } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { Logger } from '#server/logger.ts';
import { loadMailBrands } from './mail-brand.ts';
import type { MailBrand } from './mail-html.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/** A mail to write in the transaction of whatever caused it. */
export interface OutboxMail extends OutgoingMail {
  kind: string;
}

/**
 * Writes mails of the scope's company as 'pending'; call with the scope of the transaction that
 * causes them (never send inside one).
 */
export async function enqueueMails(tx: TenantScope, mails: OutboxMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(
    mailOutbox,
    mails.map((mail) => ({
      kind: mail.kind,
      fromName: mail.fromName,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
    })),
  );
}

export interface MailDelivery {
  readonly mailer: Mailer;
  /** Starts delivering whatever is pending, without waiting (after a commit). */
  kick(): void;
  /** Delivers what is pending now; resolves when done (startup, a periodic sweep, tests). */
  deliverPending(): Promise<void>;
  /** Resolves once every delivery started so far has finished (tests, shutdown). */
  flush(): Promise<void>;
}

export interface MailDeliveryOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  /** A claim older than this is taken again (the process died mid-send). Default 10 minutes. */
  staleClaimMs?: number;
  /** Attempts before a mail is left 'failed' for a person to look at. Default 5. */
  maxAttempts?: number;
  batchSize?: number;
}

/**
 * Takes pending mails from the outbox and hands them to the mailer. Rows are claimed with one
 * UPDATE … FOR UPDATE SKIP LOCKED, so deliverers in several processes never send a mail twice.
 */
export function createMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { db, mailer, logger, clock } = options;
  const staleClaimMs = options.staleClaimMs ?? 10 * 60_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const batchSize = options.batchSize ?? 20;
  const running = new Set<Promise<void>>();

  async function claim() {
    const stale = new Date(clock.now().getTime() - staleClaimMs);
    const claimable = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(eq(mailOutbox.status, 'pending'), and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, stale))),
      )
      .orderBy(mailOutbox.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: clock.now(), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, claimable))
      .returning();
  }

  /** Each company's own sender address, for the companies of a batch that have one. */
  async function senderAddresses(rows: (typeof mailOutbox.$inferSelect)[]): Promise<Map<number, string>> {
    const companyIds = [...new Set(rows.map((row) => row.companyId))];
    const found = await db
      .select({ companyId: companyMailSettings.companyId, senderAddress: companyMailSettings.senderAddress })
      .from(companyMailSettings)
      .where(inArray(companyMailSettings.companyId, companyIds));
    return new Map(found.flatMap((row) => (row.senderAddress ? [[row.companyId, row.senderAddress] as const] : [])));
  }

  /** True when the mail went out (or, without SMTP, was logged). */
  async function deliverOne(
    row: typeof mailOutbox.$inferSelect,
    fromAddress: string | undefined,
    brand: MailBrand | undefined,
  ): Promise<boolean> {
    try {
      await mailer.send({
        fromName: row.fromName,
        fromAddress,
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        brand,
      });
      const status = mailer.kind === 'smtp' ? 'sent' : 'logged';
      await db
        .update(mailOutbox)
        .set({ status, sentAt: clock.now(), lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const failed = row.attempts >= maxAttempts;
      logger.error({ err: error, mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({ status: failed ? 'failed' : 'pending', lastError: String(error).slice(0, 1000) })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
  }

  async function deliverPending() {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      // One at a time: PGlite runs one query at a time anyway, and SMTP servers prefer it.
      let failures = 0;
      const senders = await senderAddresses(rows);
      // Each company's name, logo and colours for the HTML part, drawn from the stored text (0103).
      const brands =
        mailer.kind === 'smtp'
          ? await loadMailBrands(db, [...new Set(rows.map((row) => row.companyId))])
          : new Map<number, MailBrand>();
      for (const row of rows) {
        if (!(await deliverOne(row, senders.get(row.companyId), brands.get(row.companyId)))) failures += 1;
      }
      // A failing server is tried again by the next sweep, not in a tight loop.
      if (rows.length < batchSize || failures > 0) return;
    }
  }

  return {
    mailer,
    kick() {
      const run = deliverPending().catch((error: unknown) => logger.error({ err: error }, 'mail delivery stopped'));
      running.add(run);
      void run.finally(() => running.delete(run));
    },
    deliverPending,
    async flush() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
