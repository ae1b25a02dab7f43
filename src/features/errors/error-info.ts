import { isNotFound } from '@tanstack/react-router';
import { statusMessage } from '#contract/status-messages.ts';

/** What the error page needs to know about any thrown value. */
export interface ErrorInfo {
  notFound: boolean;
  status: number | undefined;
  statusMessage: string | undefined;
  message: string;
}

const readNumber = (value: unknown, key: string): number | undefined => {
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'number' ? field : undefined;
};

const readString = (value: unknown, key: string): string | undefined => {
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'string' ? field : undefined;
};

export function describeError(error: unknown): ErrorInfo {
  if (isNotFound(error)) {
    // Spec §8: an unknown path is "Page not found"; a route may name its own (a non-numeric
    // obituary id is "Page Not Found") through notFound({ data: { message } }).
    const message = readString(error.data, 'message') ?? 'Page not found';
    return { notFound: true, status: 404, statusMessage: statusMessage(404), message };
  }
  const status = readNumber(error, 'status');
  const message = readString(error, 'message') ?? 'Unknown error';
  return {
    notFound: status === 404,
    status,
    statusMessage: readString(error, 'statusText') ?? (status === undefined ? undefined : statusMessage(status)),
    message,
  };
}

/** Spec §2: "404 - Page Not Found", or status plus its message, or status plus "Error", or a plain sentence. */
export function errorTitle(info: ErrorInfo): string {
  if (info.notFound) return '404 - Page Not Found';
  if (info.status !== undefined && info.statusMessage) return `${info.status} ${info.statusMessage}`;
  if (info.status !== undefined) return `${info.status} Error`;
  return 'There was an error';
}

/** A copy of the error for support staff, hidden from view; never a stack trace. */
export function serialiseError(info: ErrorInfo): string {
  return JSON.stringify({ status: info.status ?? null, message: info.message });
}
