import type { QueryClient } from '@tanstack/react-query';
import type { ToastsHandle } from './toasts/lazy-toasts.ts';
import type { ApiClient } from './api/client.ts';
import type { AuthHandle } from './auth/auth-handle.ts';
import type { PreviewHandle } from './preview/preview-handle.ts';
import type { FileTransfer } from './uploads/file-transfer.ts';

/** What every route can reach: created once in main.tsx, the composition root. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  toasts: ToastsHandle;
  /** The tab's one auth actor (staff and families), loaded on first need (the builder, the family portal). */
  authHandle: AuthHandle;
  /** The website builder, loaded only for ?preview=true (decision 0012). */
  preview: PreviewHandle;
  /** The family's uploads (XMLHttpRequest, for progress). */
  files: FileTransfer;
  /**
   * The origin the page's absolute links (share links) were written with: the server's when it
   * rendered the page (decision 0091), else the browser's. usePageOrigin() reads it.
   */
  pageOrigin: string;
  /**
   * The company's configured public address (null when none is set), which a page's canonical link
   * and share tags start with (PageHead). Only the server's render has it: the browser writes neither.
   */
  siteUrl?: string | null;
  /** The browser's user agent (on the server, the request's): a crawler gets the error page's head only. */
  userAgent: string;
  /** Set by the root route: ?preview=true without a staff session, so the draft is not loaded. */
  previewSignIn?: boolean;
}
