import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.ts';
import { sonnerStyleHashes } from './inline-style-hashes.ts';

export const cspReportPath = '/api/csp-reports';
/** The Reporting API endpoint's name, used by the policy's report-to. */
const reportGroup = 'csp';

/** Video players a videoEmbed module may show (contract/modules.ts embeddableVideoHost, video-embed.ts). */
const videoPlayers = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The headers of every answer (decision 0024). The policy is what the built app really needs: its
 * own scripts only (no inline script anywhere), its own style files plus sonner's one injected
 * sheet by hash, images from the site itself and the origins the operator lists (IMAGE_ORIGINS;
 * the builder refuses an image from anywhere else, services/image-origins.ts), so an injected image
 * cannot call home (issue 21), and no framing of any page. A route that sets its own Content-Security-Policy keeps it (the API
 * reference page's is stricter still).
 */
export function securityHeaders({
  imageOrigins = [],
}: { imageOrigins?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", ...sonnerStyleHashes()],
      // blob: only for the photo a person has just chosen on their own device, previewed with its crop before it
      // is sent. The family's stored files come by signed links on this origin (decision 0050), never as blobs.
      imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: videoPlayers,
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
}
