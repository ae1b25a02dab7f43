import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.ts';
import { sonnerStyleHashes, withStyleAttributeHashes } from './inline-style-hashes.ts';

export const cspReportPath = '/api/csp-reports';
/** The Reporting API endpoint's name, used by the policy's report-to. */
const reportGroup = 'csp';

/** Video players a videoEmbed module may show (contract/modules.ts embeddableVideoHost, video-embed.ts). */
const videoPlayers = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * What Stripe.js needs when the provider is Stripe (decision 0081), from Stripe's documented policy for
 * Stripe.js: its script and its card field's frames from js.stripe.com (and its subdomains, which Stripe
 * lists), its calls to api.stripe.com. Not hooks.stripe.com (3-D Secure's frames: Lantern declines such
 * cards) nor maps.googleapis.com (the Address Element's autocomplete: not used).
 */
export const stripeJsOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * The headers of every answer (decision 0024). The policy is what the built app really needs: its
 * own scripts only (no inline script anywhere), its own style files plus sonner's one injected
 * sheet by hash, images from the site itself and the origins the operator lists (IMAGE_ORIGINS;
 * the builder refuses an image from anywhere else, services/image-origins.ts), so an injected image
 * cannot call home, and no framing of any page. Stripe's origins only when the payment provider
 * is Stripe: the sandbox's policy has none. A route that sets its own Content-Security-Policy keeps it (the API
 * reference page's is stricter still).
 */
export function securityHeaders({
  imageOrigins = [],
  paymentProvider = null,
}: {
  imageOrigins?: readonly string[];
  paymentProvider?: 'sandbox' | 'stripe' | null;
} = {}): MiddlewareHandler<AppEnv> {
  const stripe = paymentProvider === 'stripe';
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(stripe ? stripeJsOrigins.script : [])],
      styleSrc: ["'self'", ...sonnerStyleHashes()],
      // blob: only for the photo a person has just chosen on their own device, previewed with its crop before it
      // is sent. The family's stored files come by signed links on this origin (decision 0050), never as blobs.
      imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...(stripe ? stripeJsOrigins.connect : [])],
      frameSrc: [...videoPlayers, ...(stripe ? stripeJsOrigins.frame : [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      reportUri: cspReportPath,
      reportTo: reportGroup,
    },
    reportingEndpoints: [{ name: reportGroup, url: cspReportPath }],
    xFrameOptions: 'DENY',
    // Not includeSubDomains: a company's own domain may have other sites that are not ours (or not https).
    strictTransportSecurity: 'max-age=15552000',
    referrerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    // Keep a route's own stricter policy (the API reference page).
    overwrite: false,
  });
  return async (c, next) => {
    await headers(c, next);
    // A server-rendered page's theme is in style attributes: allowed by their exact hashes (decision 0091).
    const hashes = c.get('styleAttributeHashes');
    const policy = c.res.headers.get('Content-Security-Policy');
    if (hashes && policy) c.res.headers.set('Content-Security-Policy', withStyleAttributeHashes(policy, hashes));
  };
}
