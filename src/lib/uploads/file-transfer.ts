import { API_VERSION, API_VERSION_HEADER } from '#contract/api-version.ts';
import { statusMessage } from '#contract/status-messages.ts';
import { authorizationHeader } from '#src/lib/api/token.ts';
import { flattenQuery, type QueryParams } from '#src/lib/api/flatten-query.ts';

/*
 * Files to and from the family's API (decision 0049), made once in main.tsx (the composition root).
 * Uploads go with XMLHttpRequest because fetch reports no upload progress; the body is the file
 * itself (application/octet-stream), so the server streams it to disk. The family's files come back
 * as signed links in the answers (decision 0050), which an <img> or <audio> opens by itself.
 */

export interface UploadOptions {
  query?: QueryParams;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** A refused upload: the server's own message (its first issue), or the status's words. */
export class UploadRefused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadRefused';
    this.status = status;
  }
}

export interface FileTransfer {
  /** Sends `file` as the body of a POST to `path`; resolves with the parsed JSON answer. */
  upload(path: string, file: Blob, options?: UploadOptions): Promise<unknown>;
}

export interface FileTransferOptions {
  baseUrl: string;
  getHost: () => string;
  getToken: () => string | null | undefined;
  /** Tests give a stand-in; the browser's by default. */
  createRequest?: () => XMLHttpRequest;
}

function messageOf(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { issues?: { message?: unknown }[]; message?: unknown };
    const issue = body.issues?.find((candidate) => typeof candidate.message === 'string');
    if (issue) return issue.message as string;
  } catch {
    // Not JSON: the status says it.
  }
  return statusMessage(status) ?? `The upload failed (${status})`;
}

export function createFileTransfer(options: FileTransferOptions): FileTransfer {
  const createRequest = options.createRequest ?? (() => new XMLHttpRequest());
  const urlOf = (path: string, query?: QueryParams) => {
    const search = flattenQuery(query).toString();
    return `${options.baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
  };
  const headersOf = (): Record<string, string> => {
    const authorization = authorizationHeader(options.getToken(), undefined);
    return {
      Accept: 'application/json',
      [API_VERSION_HEADER]: API_VERSION,
      'X-Host': options.getHost(),
      ...(authorization ? { Authorization: authorization } : {}),
    };
  };

  return {
    upload(path, file, { query, onProgress, signal } = {}) {
      return new Promise((resolve, reject) => {
        const xhr = createRequest();
        xhr.open('POST', urlOf(path, query));
        for (const [name, value] of Object.entries(headersOf())) xhr.setRequestHeader(name, value);
        xhr.setRequestHeader('Content-Type', 'application/octet-stream');
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress?.(event.loaded, event.total);
        };
        xhr.onload = () => {
          if (xhr.status >= 200 && xhr.status < 300) {
            resolve(xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined);
          } else reject(new UploadRefused(xhr.status, messageOf(xhr.status, xhr.responseText)));
        };
        xhr.onerror = () => reject(new UploadRefused(0, 'The upload was interrupted. Please try again.'));
        xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(file);
      });
    },
  };
}
