import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

const SECRET_KEYS = [
  'password',
  'passwd',
  'secret',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'apiKey',
  'api_key',
  'authorization',
  'cookie',
  'set-cookie',
  'clientSecret',
  'sessionId',
  'privateKey',
];

// pino's wildcard matches one level, so list the depths where secrets show up in practice.
const REDACT_PATHS = [
  ...SECRET_KEYS.map((k) => `["${k}"]`),
  ...SECRET_KEYS.map((k) => `*["${k}"]`),
  ...SECRET_KEYS.map((k) => `*.*["${k}"]`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
];

export interface LoggerOptions {
  level?: string;
  /** Write somewhere other than stdout (tests). */
  destination?: NodeJS.WritableStream;
}

export function createLogger(name: string, opts: LoggerOptions = {}): Logger {
  const level = opts.level ?? process.env.LOG_LEVEL ?? 'info';
  const options = {
    name,
    level,
    base: { service: name },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  return opts.destination ? pino(options, opts.destination) : pino(options);
}

/** Nest's logger interface on top of pino, so framework messages land in the same JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    rest: unknown[],
  ) {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    if (message instanceof Error) this.logger[level]({ err: message, context }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...message, context });
    else this.logger[level]({ context }, String(message));
  }
}
