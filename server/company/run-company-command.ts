import { installValidationMessages } from '#contract/validation-messages.ts';
import { STAFF_INVITATION_DAYS } from '#contract/staff-team.ts';
import { systemClock } from '#server/clock.ts';
import { readConfig, type Config } from '#server/config.ts';
import { eq } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from '#server/db/open-database.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { createLogger } from '#server/logger.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { createMailDelivery } from '#server/mail/outbox.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { mediaStoreOf } from '#server/runtime.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { companyCommandUsage, parseCompanyCommand } from './company-options.ts';
import { createCompany } from './create-company.ts';
import { runBackup, runRestore, type CommandOutput } from './run-backup-command.ts';
import { updateCompany } from './update-company.ts';

/*
 * `npm run company -- create …` (decision 0084), `update` (decision 0089), `backup` and `restore`
 * (decision 0087), as a function of its arguments and environment so the tests run it in-process:
 * 0 done, 1 refused (a host already taken, a bad setting, a backup that does not fit), 2 bad flags.
 * It opens the database the server would (DATABASE_URL, else DATA_DIR) and migrates it first.
 */

export type { CommandOutput };

/** The server's database (migrated) and media store for these settings; tests hand in theirs. */
export type OpenCommandDatabase = (config: Config) => Promise<OpenedDatabase & { media: MediaStore }>;

/** What the command says when PGlite's folder is open in another process, which would damage it. */
export const pgliteInUseMessage = (dataDir: string) =>
  `The database in ${dataDir} is open in another process (its postmaster.pid exists): stop the server first, ` +
  'since PGlite serves one process at a time. If no server runs (it was killed), start and stop it once.';

class DatabaseInUse extends Error {}

const openServerDatabase: OpenCommandDatabase = async (config) => {
  // PGlite writes postmaster.pid while it has the folder open and removes it on close.
  if (!config.DATABASE_URL && existsSync(join(config.DATA_DIR, 'postmaster.pid')))
    throw new DatabaseInUse(pgliteInUseMessage(config.DATA_DIR));
  return {
    ...(await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 })),
    media: mediaStoreOf(config),
  };
};

export async function runCompanyCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: CommandOutput,
  open: OpenCommandDatabase = openServerDatabase,
): Promise<number> {
  installValidationMessages();
  const command = parseCompanyCommand(argv);
  if (command.kind === 'help') {
    out.log(companyCommandUsage);
    return 0;
  }
  if (command.kind === 'bad') {
    for (const problem of command.problems) out.error(problem);
    out.error('Run `npm run company -- --help` for the flags.');
    return 2;
  }
  let config: Config;
  try {
    config = readConfig(env);
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return 1;
  }

  let database: OpenedDatabase & { media: MediaStore };
  try {
    database = await open(config);
  } catch (error) {
    if (!(error instanceof DatabaseInUse)) throw error;
    out.error(error.message);
    return 1;
  }
  try {
    if (command.kind === 'backup') return await runBackup(database, command.company, command.out, out);
    if (command.kind === 'restore') return await runRestore(database, command.file, out);
    if (command.kind === 'update') {
      const outcome = await updateCompany(database.db, command.options, systemClock.now());
      if (outcome.kind === 'refused') {
        out.error(outcome.problem);
        return 1;
      }
      out.log(`Updated ${outcome.companyName}, on ${outcome.hosts.join(', ')}.`);
      return 0;
    }
    const { options } = command;
    const outcome = await createCompany(database.db, database.media, options, systemClock.now());
    if (outcome.kind === 'host-taken') {
      out.error(`The host ${outcome.host} already belongs to ${outcome.companyName}: nothing was created.`);
      return 1;
    }
    out.log(`Created ${options.name} (company ${outcome.companyId}), on ${options.hosts.join(', ')}.`);
    out.log(
      `${options.owner.name} chooses a password here within ${STAFF_INVITATION_DAYS} days (the link works once):`,
    );
    out.log(outcome.ownerLink);
    if (config.SMTP_URL) {
      // The invitation waits in the outbox like every mail; sent now, so the owner has it at once.
      const logger = createLogger('warn');
      const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
      try {
        await createMailDelivery({ db: database.db, mailer, logger, clock: systemClock }).deliverPending();
      } finally {
        mailer.close();
      }
      const [mail] = await database.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.companyId, outcome.companyId));
      out.log(
        mail?.status === 'sent'
          ? `The link was mailed to ${options.owner.email}.`
          : `Mailing the link to ${options.owner.email} failed for now; the server tries again once it runs.`,
      );
    } else {
      out.log(`No SMTP_URL is set, so nothing was mailed: give ${options.owner.name} the link yourself.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}
