import { join } from 'node:path';
import type { Config } from './config.ts';
import { systemClock } from './clock.ts';
import { openDatabase, type OpenedDatabase } from './db/open-database.ts';
import { postgresInvalidationChannel } from './db/postgres-invalidation-channel.ts';
import { expireIdempotencyKeys } from './jobs/expire-idempotency-keys.ts';
import { expireRateLimitCounters } from './jobs/expire-rate-limits.ts';
import { expireInvitations } from './jobs/expire-invitations.ts';
import { expirePasswordResets } from './jobs/expire-password-resets.ts';
import { expireSessions } from './jobs/expire-sessions.ts';
import { expireSignInCodes } from './jobs/expire-sign-in-codes.ts';
import { sweepStagedUploads } from './jobs/sweep-staged-uploads.ts';
import { reconcileCharges } from './jobs/reconcile-charges.ts';
import { collectUnusedMedia } from './jobs/collect-unused-media.ts';
import { sharedServerKey } from './db/shared-server-key.ts';
import { startPeriodicSweep } from './jobs/periodic-sweep.ts';
import type { Logger } from './logger.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { paymentProviderFromConfig, paymentProviderLine } from './payments/payment-provider-from-config.ts';
import { startMail, type RunningMail } from './mail/start-mail.ts';
import { diskMediaStore } from './media/disk-media-store.ts';
import type { MediaStore } from './media/media-store.ts';
import { memoryMediaStore } from './media/memory-media-store.ts';
import { s3MediaStore, type S3MediaSettings } from './media/s3-media-store.ts';
import { hasNoCompany, seedDemoIfEmpty } from './seed/seed.ts';
import { createSiteCache, type SiteCache } from './services/site-cache.ts';

/** Where media files live: a bucket with MEDIA_STORE=s3, else DATA_DIR/media, or memory with DATA_DIR=memory://. */
export function mediaStoreOf(config: Config, logger?: Logger): MediaStore {
  if (config.MEDIA_STORE === 's3') return s3MediaStore(s3SettingsOf(config), { logger });
  return config.DATA_DIR.startsWith('memory://') ? memoryMediaStore() : diskMediaStore(join(config.DATA_DIR, 'media'));
}

function s3SettingsOf(config: Config): S3MediaSettings {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return {
    // Present: readConfig refuses MEDIA_STORE=s3 without it.
    bucket: config.S3_BUCKET!,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** What the log may say of the media store: never a credential. */
const mediaStoreLine = (config: Config) =>
  config.MEDIA_STORE === 's3'
    ? { media: 's3', bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT ?? `AWS ${config.S3_REGION}` }
    : { media: config.DATA_DIR.startsWith('memory://') ? 'memory' : 'disk' };

export interface Runtime {
  database: OpenedDatabase;
  siteCache: SiteCache;
  mail: RunningMail;
  /** Photos, videos and captions (decision 0032): a bucket (MEDIA_STORE=s3, decision 0088), DATA_DIR/media, or memory. */
  media: MediaStore;
  /** Upload bodies while they arrive (decision 0048): DATA_DIR/uploads, or the system's temp dir with DATA_DIR=memory://. */
  uploadsDir: string | undefined;
  /** The card processor of families and the shop (PAYMENT_PROVIDER); null: card payment is off (decision 0101). */
  payments: PaymentProvider | null;
  /** Signs the links to a case's private files: FILE_LINK_SECRET, else the database's shared key. */
  fileLinkSecret: string;
  /** Stops the background work and closes the database (after the HTTP server has closed). */
  stop(): Promise<void>;
}

/**
 * What one server process runs besides HTTP, for `npm run serve` and `npm run dev` alike: the
 * migrated database (seeded with the demo when empty and DEMO_SEED=1), the site cache (kept coherent with the other
 * processes by LISTEN/NOTIFY on PostgreSQL), the mail outbox, the payment provider, and the hourly sweeps of expired
 * idempotency keys, rate limit counters, password reset links, abandoned staged uploads and media files no row names; the
 * key of the file links.
 */
export async function startRuntime(config: Config, logger: Logger): Promise<Runtime> {
  // Read first: a Stripe setting that is missing stops the start before the database opens.
  const payments = paymentProviderFromConfig(config);
  logger.info({ paymentProvider: payments?.name ?? 'none' }, paymentProviderLine(payments));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined },
    'database ready',
  );
  const media = mediaStoreOf(config, logger);
  logger.info(mediaStoreLine(config), 'media store ready');
  // The demo only when asked (DEMO_SEED=1: `npm start`, `npm run dev`), and only into an empty
  // database: a funeral home's own install never gets Evergreen (decision 0084).
  const seeded = config.DEMO_SEED ? await seedDemoIfEmpty(database.db, media) : null;
  if (seeded?.created) logger.info({ companyId: seeded.companyId }, 'empty database: seeded the demo funeral home');
  else if (await hasNoCompany(database.db))
    logger.info('no company yet: every host answers 404; create one with `npm run company -- create` (README)');

  // PGlite serves one process, so its cache needs no channel.
  const siteCache = createSiteCache({
    channel: config.DATABASE_URL
      ? postgresInvalidationChannel({ db: database.db, listenUrl: config.DATABASE_URL, logger })
      : undefined,
  });
  const mail = startMail({
    db: database.db,
    logger,
    clock: systemClock,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
  });
  const uploadsDir = config.DATA_DIR.startsWith('memory://') ? undefined : join(config.DATA_DIR, 'uploads');
  const sweeps = { db: database.db, clock: systemClock, logger };
  const stopSweeps = [
    startPeriodicSweep({ ...sweeps, what: 'expired idempotency keys', sweep: expireIdempotencyKeys }),
    startPeriodicSweep({ ...sweeps, what: 'ended rate limit windows', sweep: expireRateLimitCounters }),
    startPeriodicSweep({ ...sweeps, what: 'expired password reset links', sweep: expirePasswordResets }),
    startPeriodicSweep({ ...sweeps, what: 'expired sessions', sweep: expireSessions }),
    startPeriodicSweep({ ...sweeps, what: 'expired sign-in codes', sweep: expireSignInCodes }),
    startPeriodicSweep({ ...sweeps, what: 'invitations that expired unused', sweep: expireInvitations }),
    // Charges a killed server left in flight (decision 0104): asked of the processor again and settled.
    startPeriodicSweep({
      ...sweeps,
      what: 'card charges left in flight',
      done: 'settled',
      sweep: (db, now) =>
        reconcileCharges(
          db,
          { payments, mail: mail.delivery, clock: systemClock, chargeGraceMs: config.CHARGE_GRACE_SECONDS * 1000 },
          now,
        ),
      everyMs: 3 * 60_000,
    }),
    startPeriodicSweep({
      ...sweeps,
      what: 'media files no row names',
      sweep: (db, now) => collectUnusedMedia(db, media, now),
      // It lists the whole store: four times a day is plenty for files kept a day anyway.
      everyMs: 6 * 3_600_000,
    }),
    ...(uploadsDir
      ? [
          startPeriodicSweep({
            ...sweeps,
            what: 'staged uploads left by a stopped process',
            sweep: (_db, now) => sweepStagedUploads(uploadsDir, now),
          }),
        ]
      : []),
  ];

  return {
    database,
    siteCache,
    mail,
    media,
    uploadsDir,
    // Configured, or one key in the database that every process shares (decision 0053).
    fileLinkSecret: config.FILE_LINK_SECRET ?? (await sharedServerKey(database.db, 'file-links')),
    payments,
    async stop() {
      await Promise.all([mail.stop(), ...stopSweeps.map((stop) => stop()), siteCache.close()]);
      await database.close();
    },
  };
}
