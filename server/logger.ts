import { pino, stdSerializers, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/*
 * What the log never holds (README "Security"): tokens (sessions, reset and invitation links: see
 * http/logged-path.ts), passwords, request bodies, emails and names, except the documented line of a
 * mail kept in the outbox when no SMTP server is set. Authorization headers and cookies are redacted
 * whatever a later caller logs, and an error is logged by its type, message and stack only, with a
 * failed query's parameters (a database error quotes the values it was given) cut off.
 */

/** Where drizzle appends the values of a failed query to its message (they may span lines). */
const queryParameters = /\nparams: [\s\S]*$/;

/** A message, or a stack whose frames follow its message, without the query's values. */
function withoutParameters(text: string | undefined): string | undefined {
  if (text === undefined) return text;
  const frames = text.search(/\n\s+at /);
  const head = frames < 0 ? text : text.slice(0, frames);
  return head.replace(queryParameters, '\nparams: (not logged)') + (frames < 0 ? '' : text.slice(frames));
}

/** An error as logged: its type, message and stack (and its cause's), never the properties a driver adds. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error);
  return {
    type: serialized.type,
    message: withoutParameters(serialized.message),
    stack: withoutParameters(serialized.stack),
    ...('code' in error && typeof error.code === 'string' ? { code: error.code } : {}),
    ...(error.cause instanceof Error && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** One JSON line per event on stdout (ship it to any log collector), or on `destination` (tests). */
export function createLogger(level: LevelWithSilent = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'lantern' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
