import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The server's whole configuration, read once from the environment at start (README table). */
// One folder up from server/config.ts, and from the bundle dist/server.mjs alike (decision 0026).
const projectRoot = fileURLToPath(new URL('..', import.meta.url));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const port = z.coerce.number().int().min(0).max(65_535);

const configFields = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PGlite data folder (decision 0001); ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** PostgreSQL connections per server process (README "Running more than one server"). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * How many reverse proxies stand in front of the server (README "Security"). 0: the
   * client is the socket's address. N: the Nth address from the right of X-Forwarded-For.
   */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * On SIGTERM, how long the server keeps serving with GET /api/ready at 503 before it stops
   * accepting connections (decision 0085): a load balancer's checks must see it in that time.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /**
   * How long a card charge may take before Lantern asks the processor about it again (decision 0104):
   * longer than the processor client's tries (Stripe: three of 30 s).
   */
  CHARGE_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The Vite build the server hands to browsers. */
  CLIENT_DIR: z.string().min(1).default(`${projectRoot}dist/client`),
  /** `npm run dev` only: where the API listens while Vite serves the browser on PORT. */
  API_PORT: port.default(3001),
  /** smtp://user:pass@host:port (or smtps://); unset, mails stay in the outbox table and a log line. */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  /** The sender of every mail; each mail shows its company's name. */
  MAIL_FROM: z.string().min(3).default('Lantern <no-reply@lantern.invalid>'),
  /**
   * Who takes card payments, the family's and the sympathy shop's (decision 0033): 'sandbox' (no money
   * moves; test cards; the demo and the tests choose it) or 'stripe'. Unset: 'stripe' when
   * STRIPE_SECRET_KEY is set, else none: card payment is off everywhere (decision 0101).
   */
  PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'stripe']).optional()),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/)
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/)
      .optional(),
  ),
  /**
   * The signing secrets (whsec_…, comma-separated: one per Stripe endpoint, e.g. the platform's and the
   * Connect one) of the webhook at /api/payments/stripe/webhook (decision 0081). Unset: events are refused.
   */
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^whsec_\w+(,whsec_\w+)*$/)
      .transform((value) => value.split(','))
      .optional(),
  ),
  /** Another address for Stripe's API (a proxy); unset, Stripe's own. */
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Signs the hour-long links to a case's private files (decision 0050). Unset, a key kept in the
   * database, made by the first process and shared by all on that database (decision 0053).
   */
  FILE_LINK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /**
   * Other sites the website's images may come from (https origins, comma-separated), added to the
   * Content-Security-Policy's img-src; unset, images come from the site itself only.
   */
  IMAGE_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((list) => (list ?? '').split(/[\s,]+/).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https$/ }).transform((url) => new URL(url).origin))),
  ),
  /**
   * `1`: an empty database gets the demo funeral home, Evergreen, at start (`npm start` and `npm run
   * dev` set it). Anything else, unset included, starts a funeral home's own install without it
   * (decision 0084).
   */
  DEMO_SEED: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  /**
   * Where photos, videos, songs and proofs live (decision 0088): `disk` (DATA_DIR/media, one folder
   * every process shares) or `s3`, a bucket of any S3-compatible service (S3_* below).
   */
  MEDIA_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
  /** Another service than AWS (R2, B2, Wasabi, MinIO…); unset, AWS's own address for S3_REGION. */
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/ })
      // Credentials go in their own settings, which are never logged; an address may be.
      .refine((url) => !new URL(url).username && !new URL(url).password, 'no credentials in the address')
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default('us-east-1')),
  /** Both or neither; neither, the AWS SDK's own chain (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** `1`: the bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted services want. */
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((value) => value === '1'),
});

/** Settings that go together (zod reads each variable alone above). */
export const configSchema = configFields.superRefine((config, context) => {
  if (config.MEDIA_STORE === 's3' && !config.S3_BUCKET)
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with MEDIA_STORE=s3' });
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY)
    context.addIssue({
      code: 'custom',
      path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither',
    });
});

export type Config = z.infer<typeof configSchema>;

/** Throws one readable message listing every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}
