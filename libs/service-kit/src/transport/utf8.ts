import { transcode } from 'node:buffer';

/** Below this many characters Buffer.from is as quick. */
const TRANSCODE_FROM = 4096;

/**
 * A string's UTF-8 bytes: the same bytes as `Buffer.from(text, 'utf8')`, sooner for a large reply. V8 keeps
 * text with any character above U+00FF (’, —, µ, CJK: common in patent text) as UTF-16, and writing that as
 * UTF-8 went character by character: ~87 µs for a 40 KB search page on the 2-core VM of docs/benchmarks.md,
 * where copying it out as UTF-16 and transcoding it with ICU took ~26 µs (one-byte text: ~13 µs against
 * ~24 µs). Text that is not well-formed UTF-16 (a lone surrogate, which JSON.stringify never leaves) is
 * refused by transcode and takes Buffer.from, which writes U+FFFD for it, as before.
 */
export function utf8Bytes(text: string): Buffer {
  if (text.length < TRANSCODE_FROM) return Buffer.from(text, 'utf8');
  try {
    return transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  } catch {
    return Buffer.from(text, 'utf8');
  }
}
