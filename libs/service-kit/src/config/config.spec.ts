import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { baseEnvSchema, ConfigError, loadConfig } from './config.js';

describe(loadConfig.name, () => {
  it('returns the defaults when the environment is empty', () => {
    const sut = loadConfig(baseEnvSchema, {});
    expect(sut).toMatchObject({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: 'ph:',
      DB_POOL_MAX: 10,
      RPC_TIMEOUT_MS: 10_000,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/patent_hub',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(baseEnvSchema, { DB_POOL_MAX: '' }).DB_POOL_MAX).toBe(10);
  });

  it('throws ConfigError naming the variable and never echoing its value', () => {
    const secret = 'not-a-url-s3cr3t-password';
    const err = (() => {
      try {
        loadConfig(baseEnvSchema, { DATABASE_URL: secret, DB_POOL_MAX: '500' });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as ConfigError).message;
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('DB_POOL_MAX');
    expect(message).not.toContain(secret);
    expect(message).not.toContain('500');
  });

  it('scrubs the value from a custom rule message that quotes it', () => {
    const schema = z.object({
      API_KEY: z.string().refine((v) => v.startsWith('sk-'), { error: (i) => `bad key ${String(i.input)}` }),
    });
    expect(() => loadConfig(schema, { API_KEY: 'leaked-value' })).toThrow(/API_KEY: bad key \[redacted\]/);
  });
});
