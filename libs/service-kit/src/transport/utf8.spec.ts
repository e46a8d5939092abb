import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8.js';

const long = (s: string) => s.repeat(Math.ceil(10_000 / s.length));
const bytesOf = (out: string | Buffer) => (typeof out === 'string' ? Buffer.from(out, 'utf8') : out);

describe(utf8Bytes.name, () => {
  it.each([
    ['ASCII', long('{"title":"Battery cell","n":1}')],
    ['Latin-1', long('Müller, Ångström; ')],
    ['two-byte characters', long('the cell’s — 5 µm 電池 ')],
    ['astral characters', long('😀 𝛼 ')],
    ['a short string', 'a’b'],
    ['an empty string', ''],
  ])('writes the same bytes as Buffer.from for %s', (_, text) => {
    expect(bytesOf(utf8Bytes(text)).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('leaves a short text a string, for ioredis to write', () => {
    expect(utf8Bytes('a’b')).toBe('a’b');
    expect(Buffer.isBuffer(utf8Bytes(long('a’b ')))).toBe(true);
  });

  it('writes U+FFFD for a lone surrogate, as Buffer.from does', () => {
    const text = long('a\ud800b ');
    expect(bytesOf(utf8Bytes(text)).equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(bytesOf(utf8Bytes(text)).includes(Buffer.from('\ufffd'))).toBe(true);
  });

  it('round-trips a JSON reply', () => {
    const value = { title: 'Cell’s “anode” — 電池 😀', lone: '\udc00', n: [1, 2] };
    const json = JSON.stringify(Array.from({ length: 200 }, () => value));
    expect(JSON.parse(bytesOf(utf8Bytes(json)).toString('utf8'))).toEqual(JSON.parse(json));
  });
});
