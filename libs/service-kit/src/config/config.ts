import { z } from 'zod';

/** Variables every app reads; each app extends this with its own (`baseEnvSchema.extend({...})`). */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/patent_hub'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  REDIS_KEY_PREFIX: z.string().min(1).default('ph:'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Internal port for GET /metrics and /healthz; unset: 9464 (no server under NODE_ENV=test); 0: any free port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Address the internal port binds to; 127.0.0.1 keeps it off the network on a shared host. */
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
});
export type BaseConfig = z.infer<typeof baseEnvSchema>;

/** Thrown at boot when the environment is invalid. Names variables and rules, never values. */
export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; rule: string }[]) {
    super(`Invalid configuration: ${issues.map((i) => `${i.variable}: ${i.rule}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.infer<S> {
  // Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
  const cleaned: Env = {};
  for (const [k, v] of Object.entries(env)) if (v !== '') cleaned[k] = v;
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const variable = issue.path.map(String).join('.') || '(environment)';
    return { variable, rule: scrub(issue.message, cleaned[variable]) };
  });
  throw new ConfigError(issues);
}

/** Zod messages rarely quote the input, but custom refinements may: never let a secret through. */
function scrub(message: string, value: string | undefined): string {
  if (!value || value.length < 2) return message;
  return message.split(value).join('[redacted]');
}
