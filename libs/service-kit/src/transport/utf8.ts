import * as buffer from 'node:buffer';

/** Below this many characters Buffer.from is as quick, and a string keeps ioredis out of its buffer mode. */
const TRANSCODE_FROM = 4096;

/** Absent where Node is built without Intl. */
const transcode = (buffer as { transcode?: typeof buffer.transcode }).transcode;

/**
 * A reply's UTF-8 bytes for Redis: the same bytes as `Buffer.from(text, 'utf8')`, sooner for a large one. V8
 * keeps text with any character above U+00FF (’, —, µ, CJK: common in patent text) as UTF-16, and writing that
 * as UTF-8 went character by character: ~87 µs for a 40 KB search page on the 2-core VM of docs/benchmarks.md,
 * where copying it out as UTF-16 and transcoding it with ICU took ~26 µs (one-byte text: ~13 µs against ~24 µs).
 * A short text, or any text where Node has no transcode, stays a string (ioredis writes it as UTF-8 itself, as
 * before). Text that is not well-formed UTF-16 (a lone surrogate, which JSON.stringify never leaves) is refused
 * by transcode and takes Buffer.from, which writes U+FFFD for it, as ioredis would.
 */
export function utf8Bytes(text: string): string | Buffer {
  if (text.length < TRANSCODE_FROM || !transcode) return text;
  try {
    return transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  } catch {
    return Buffer.from(text, 'utf8');
  }
}
