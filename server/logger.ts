import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/**
 * One JSON line per event on stdout (ship it to any log collector). Authorization headers and
 * cookies never reach the log, whatever a later caller chooses to log.
 */
export function createLogger(level: LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    base: { service: 'lantern' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
  });
}
