import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { Database } from './db/open-database.ts';
import type { AppEnv } from './http/app-env.ts';
import type { Context } from 'hono';
import { clientAddressOfSocket, type ClientAddress } from './http/client-address.ts';
import { createErrorHandler, notFoundHandler } from './http/errors.ts';
import { pages } from './http/pages.ts';
import { readinessCheck } from './http/readiness.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createRouteRegistrar } from './http/register-route.ts';
import { registerSiteFiles } from './http/site-files.ts';
import { defaultHook } from './http/validation-error.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailer, DEFAULT_MAIL_FROM } from './mail/mailer.ts';
import { createMailDelivery, type MailDelivery } from './mail/outbox.ts';
import type { MediaStore } from './media/media-store.ts';
import { memoryMediaStore } from './media/memory-media-store.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { stripeWebhookReader } from './payments/stripe-webhook-events.ts';
import { paymentEventScopes } from './db/payment-event-scopes.ts';
import { registerApiDocsRoutes } from './routes/api-docs.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerBuilderRoutes } from './routes/builder.ts';
import { registerBlogRoutes } from './routes/blog.ts';
import { registerCompanyExportRoutes } from './routes/company-export.ts';
import { registerCompanySettingsRoutes } from './routes/staff-company-settings.ts';
import { registerCspReportRoutes } from './routes/csp-reports.ts';
import { registerFamilyArrangementRoutes } from './routes/family-arrangements.ts';
import { registerFamilyCaseDetailsRoutes } from './routes/family-case-details.ts';
import { registerFamilyCaseRoutes } from './routes/family-cases.ts';
import { registerCaseFileRoutes } from './routes/case-files.ts';
import { registerCalendarFeedRoutes } from './routes/calendar-feeds.ts';
import { registerFamilyMemorialThemeRoutes } from './routes/family-memorial-theme.ts';
import { registerFamilyMemorialWallRoutes } from './routes/family-memorial-wall.ts';
import { registerFamilyMusicRoutes } from './routes/family-music.ts';
import { registerFamilyObituaryRoutes } from './routes/family-obituary.ts';
import { registerFamilyPhotoRoutes } from './routes/family-photos.ts';
import { registerFamilyProofRoutes } from './routes/family-proofs.ts';
import { caseFileSigner } from './services/family/case-files.ts';
import { exportLinkSigner } from './services/export/export-link.ts';
import { registerFamilyContractRoutes } from './routes/family-contract.ts';
import { registerFamilyInvitationRoutes } from './routes/family-invitations.ts';
import { registerFamilyPaymentRoutes } from './routes/family-payments.ts';
import { registerFamilyPriceListRoutes } from './routes/family-price-list.ts';
import { registerFamilyTaskRoutes } from './routes/family-tasks.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerMediaRoutes } from './routes/media.ts';
import { registerMemorialRoutes } from './routes/memorial.ts';
import { registerObituaryRoutes } from './routes/obituaries.ts';
import { registerPasswordResetRoutes } from './routes/password-reset.ts';
import { registerPlanningRoutes } from './routes/planning.ts';
import { registerSignInCodeRoutes } from './routes/sign-in-code.ts';
import { registerShopRoutes } from './routes/shop.ts';
import { registerStaffCaseRoutes } from './routes/staff-cases.ts';
import { registerStaffPaymentRoutes } from './routes/staff-payments.ts';
import { registerStaffChargesInFlightRoutes } from './routes/staff-charges-in-flight.ts';
import { DEFAULT_CHARGE_GRACE_MS } from './services/charges-in-flight.ts';
import { registerStaffStatementRoutes } from './routes/staff-statements.ts';
import { registerStaffPaymentConnectionRoutes } from './routes/staff-payment-connection.ts';
import { registerPaymentWebhookRoutes } from './routes/payment-webhook.ts';
import { registerStaffRequestRoutes } from './routes/staff-requests.ts';
import { registerStaffOrderRoutes } from './routes/staff-orders.ts';
import { registerStaffScheduleRoutes } from './routes/staff-schedule.ts';
import { registerStaffReportRoutes } from './routes/staff-reports.ts';
import { registerStaffProductRoutes } from './routes/staff-products.ts';
import { registerStaffPictureRoutes } from './routes/staff-pictures.ts';
import { registerFamilyShopOrderRoutes } from './routes/family-shop-orders.ts';
import { registerStaffObituaryRoutes } from './routes/staff-obituaries.ts';
import { registerStaffProofRoutes } from './routes/staff-proofs.ts';
import { registerStaffMemoryRoutes } from './routes/staff-memories.ts';
import { registerStaffInvitationRoutes } from './routes/staff-invitations.ts';
import { registerStaffTeamRoutes } from './routes/staff-team.ts';
import { registerStaffPriceListRoutes } from './routes/staff-price-list.ts';
import { registerStaffGoLiveRoutes } from './routes/staff-go-live.ts';
import { registerPublicPriceListRoutes } from './routes/price-list.ts';
import { registerCompanyClockRoutes } from './routes/company-clock.ts';
import { registerWebsiteRoutes } from './routes/website.ts';
import { createSiteCache, type SiteCache } from './services/site-cache.ts';
import type { PageRendererSource } from './http/page-renderer.ts';
import { createRenderedPageCache } from './http/rendered-page-cache.ts';

export interface AppOptions {
  db: Database;
  clock?: Clock;
  logger?: Logger;
  /** The Vite build to serve (dist/client). Omit for an API-only app (development, most tests). */
  clientDir?: string;
  /** The server render of public pages (decision 0091: main.ts loads dist/ssr); omitted, every page is the shell. */
  renderer?: PageRendererSource;
  /** Pass one in to call its invalidateSiteCache() from outside (tests, future write paths). */
  siteCache?: SiteCache;
  /** Where photos and videos are stored (decision 0032); omitted, in memory (tests that store none). */
  media?: MediaStore;
  /** Where upload bodies are staged while they arrive (decision 0048); omitted, a folder of the system's temp dir. */
  uploadsDir?: string;
  /** Delivers the mail outbox; omitted, mails are only logged (no SMTP). */
  mail?: MailDelivery;
  /**
   * Who sent a request, for the limits (README "Security"): main.ts passes
   * clientAddressOfSocket(config TRUSTED_PROXY_COUNT); omitted, the socket's address. Tests pass their own.
   */
  clientAddress?: ClientAddress;
  /**
   * Takes card payments, the family's and the shop's (server/runtime.ts picks it from config); null:
   * card payment is off everywhere (decision 0101). Required: no test or bench gets the sandbox unasked.
   */
  payments: PaymentProvider | null;
  /** How long a card charge may take before it is asked again (config CHARGE_GRACE_SECONDS; decision 0104). */
  chargeGraceMs?: number;
  /** The Stripe webhook's signing secrets (config STRIPE_WEBHOOK_SECRET); omitted, every event is refused. */
  paymentWebhookSecrets?: readonly string[];
  /** Signs the links to a case's private files (decisions 0050, 0053); omitted (tests), a random key per app. */
  fileLinkSecret?: string;
  /** Other https origins the website's images may come from (config IMAGE_ORIGINS); omitted, none. */
  imageOrigins?: readonly string[];
  /**
   * True once the process has been asked to stop (main.ts on SIGTERM): GET /api/ready answers 503
   * (decision 0085). Omitted, never.
   */
  draining?: () => boolean;
}

export type App = OpenAPIHono<AppEnv>;

/**
 * The composition point: every dependency comes in here, nothing is global. Order matters:
 * request log, security headers (decision 0024), then the API routes (each with the checks of its audience), then pages (which step
 * aside for /api so later-composed API routes and the JSON 404 still apply).
 */
export function createApp(options: AppOptions): App {
  const db = options.db;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger();
  const siteCache = options.siteCache ?? createSiteCache();
  const clientAddress = options.clientAddress ?? clientAddressOfSocket(0);
  const media = options.media ?? memoryMediaStore();
  const files = caseFileSigner(options.fileLinkSecret);
  const imageOrigins = options.imageOrigins ?? [];
  // Every upload is staged here while it arrives (decisions 0048, 0059): the family's and a memory's photo.
  const uploadsDir = options.uploadsDir ?? join(tmpdir(), 'lantern-uploads');
  const mail =
    options.mail ??
    createMailDelivery({ db, clock, logger, mailer: createMailer({ from: DEFAULT_MAIL_FROM, logger }) });

  const app = new OpenAPIHono<AppEnv>({ defaultHook });
  app.onError(createErrorHandler(logger));
  app.notFound(notFoundHandler);

  app.use('*', requestLog(logger));
  const payments = options.payments;
  const chargeGraceMs = options.chargeGraceMs ?? DEFAULT_CHARGE_GRACE_MS;
  app.use('*', securityHeaders({ imageOrigins, paymentProvider: payments?.name ?? null }));

  // Route files get `register` and their own deps, never the database: each route's audience
  // (defineRoute) decides its tenancy and session checks, and services get the tenant scope.
  const register = createRouteRegistrar(app, { db, clock, siteCache });
  registerHealthRoutes(register, {
    readiness: readinessCheck({ db, siteCache, draining: options.draining ?? (() => false) }),
  });
  registerCspReportRoutes(register, { clock, clientAddress });
  registerWebsiteRoutes(register, { siteCache });
  registerBlogRoutes(register, { clock });
  registerPublicPriceListRoutes(register, { clock, siteCache });
  registerCompanyClockRoutes(register);
  registerAuthRoutes(register, { clock, clientAddress });
  registerPasswordResetRoutes(register, { mail, clock, clientAddress });
  registerSignInCodeRoutes(register, { mail, clock, clientAddress });
  registerBuilderRoutes(register, { clock, siteCache, imageOrigins });
  registerPlanningRoutes(register, { mail, clock, clientAddress });
  registerObituaryRoutes(register, { clock, payments });
  registerMemorialRoutes(register, { media, clock, clientAddress, uploadsDir, siteCache });
  registerMediaRoutes(register, { media });
  registerShopRoutes(register, { mail, clock, clientAddress, payments, chargeGraceMs });
  // Stripe's events name their company themselves (decision 0081): no tenant host.
  const webhookSecrets = options.paymentWebhookSecrets ?? [];
  registerPaymentWebhookRoutes(register, {
    clock,
    mail,
    scopes: paymentEventScopes(db),
    provider: 'stripe',
    payments,
    readEvent: webhookSecrets.length > 0 ? stripeWebhookReader(webhookSecrets) : null,
  });
  // The price list's '/items/...' paths first: they are not {caseId}s.
  registerFamilyPriceListRoutes(register);
  registerFamilyArrangementRoutes(register, { clock });
  registerFamilyContractRoutes(register, { mail, clock, clientAddress });
  registerFamilyCaseRoutes(register);
  // The family's media, in the order the OpenAPI document has always listed them.
  const familyMedia = { media, files, clock, uploadsDir };
  registerFamilyPhotoRoutes(register, familyMedia);
  registerFamilyMusicRoutes(register, familyMedia);
  registerFamilyMemorialThemeRoutes(register, familyMedia);
  registerFamilyPaymentRoutes(register, { mail, clock, payments, chargeGraceMs });
  registerFamilyObituaryRoutes(register, { clock });
  registerFamilyMemorialWallRoutes(register, { clock, files });
  registerFamilyProofRoutes(register, { clock, files });
  registerCaseFileRoutes(register, { media, files, clock });
  registerFamilyTaskRoutes(register, { clock });
  registerFamilyInvitationRoutes(register, { mail, clock, clientAddress });
  registerFamilyCaseDetailsRoutes(register, { clock });
  registerFamilyShopOrderRoutes(register);
  // The staff console's calls.
  registerStaffRequestRoutes(register, { clock, mail });
  registerStaffCaseRoutes(register, { clock, mail });
  registerStaffPaymentRoutes(register, { clock, mail, payments });
  registerStaffStatementRoutes(register, { clock, mail });
  registerStaffPaymentConnectionRoutes(register, { clock, payments, siteCache });
  registerStaffObituaryRoutes(register, { clock, files, media, uploadsDir });
  registerStaffProofRoutes(register, { clock, files, media, mail, uploadsDir });
  registerStaffMemoryRoutes(register, { clock, files });
  registerStaffOrderRoutes(register, { clock, payments });
  registerStaffScheduleRoutes(register, { clock });
  registerStaffReportRoutes(register, { clock });
  registerStaffChargesInFlightRoutes(register, { clock, mail, payments, chargeGraceMs });
  registerStaffPriceListRoutes(register, { clock, siteCache });
  registerStaffProductRoutes(register);
  registerStaffPictureRoutes(register, { media, uploadsDir });
  registerCompanySettingsRoutes(register, { clock, siteCache });
  // The owner's going-live checklist on the console's home (decision 0106).
  registerStaffGoLiveRoutes(register, { payments });
  // The staff console's team (decision 0062): the owner's calls, and the invitee's.
  registerStaffTeamRoutes(register, { mail, clock });
  registerStaffInvitationRoutes(register, { clock, clientAddress });
  // Each staff member's private calendar feed (decision 0128): made in the console, fetched by calendars.
  registerCalendarFeedRoutes(register, { clock, clientAddress });
  // The owner's export of all of the company's data (decision 0086): its link signed with the files' secret.
  registerCompanyExportRoutes(register, { clock, media, links: exportLinkSigner(options.fileLinkSecret) });
  registerApiDocsRoutes(app);

  registerSiteFiles(app, { db, siteCache, clock });
  if (options.clientDir) {
    // A server render's API calls come back to this app in process, never over the network, as the
    // visitor's own: from their socket and through the same proxies, so the per-address limits (an
    // invitation's or a reset link's lookup on the portal's rendered pages) count them.
    const api = (path: string, init: RequestInit, from: Context<AppEnv>) => {
      const headers = new Headers(init.headers);
      const forwardedFor = from.req.header('x-forwarded-for');
      if (forwardedFor !== undefined) headers.set('x-forwarded-for', forwardedFor);
      return Promise.resolve(app.request(path, { ...init, headers }, from.env));
    };
    // Rendered pages are kept in this process and dropped with the site cache (decision 0093).
    const pageCache = options.renderer ? createRenderedPageCache(siteCache) : undefined;
    app.get(
      '*',
      pages({ db, siteCache, clientDir: options.clientDir, api, renderer: options.renderer, pageCache, payments }),
    );
  }

  return app;
}
