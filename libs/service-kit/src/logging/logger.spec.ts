import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, destination };
}

describe(createLogger.name, () => {
  it('redacts cookies, authorization, tokens and passwords', () => {
    const { lines, destination } = capture();
    const sut = createLogger('test', { destination });

    sut.info(
      {
        password: 'pw-1',
        user: { password: 'pw-2', apiKey: 'key-3' },
        req: { headers: { authorization: 'Bearer tok-4', cookie: 'ph_sid=sid-5' } },
        session: { refreshToken: 'tok-6' },
        userId: 'u-42',
      },
      'signed in',
    );

    const out = lines.join('');
    for (const secret of ['pw-1', 'pw-2', 'key-3', 'tok-4', 'sid-5', 'tok-6'])
      expect(out).not.toContain(secret);
    expect(out).toContain('u-42');
    expect(JSON.parse(out)).toMatchObject({ service: 'test', msg: 'signed in', password: '[redacted]' });
  });
});
