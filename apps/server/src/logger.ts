import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs on stdout; request-scoped children add `reqId`. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'eventos' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    destination,
  );
}
