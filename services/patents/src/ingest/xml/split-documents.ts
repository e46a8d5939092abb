import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

/** One XML document cut out of a weekly file (many `<?xml?>` documents glued together). */
export interface XmlChunk {
  text: string;
  index: number;
  line: number;
}

const DECL = '<?xml';
// A document larger than this is reported and skipped so memory stays bounded whatever the input.
export const MAX_DOCUMENT_CHARS = 64 * 1024 * 1024;

/** Streams documents one at a time; memory holds one document plus one read buffer. */
export async function* splitXmlDocuments(input: Readable): AsyncGenerator<XmlChunk> {
  const decoder = new StringDecoder('utf8');
  let buf = '';
  let index = 0;
  let line = 1;
  let startLine = 1;
  const emit = (text: string): XmlChunk => {
    const chunk = { text, index: index++, line: startLine };
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) line++;
    startLine = line;
    return chunk;
  };
  for await (const data of input) {
    const text = typeof data === 'string' ? data : decoder.write(data as Buffer);
    // Only the new text (and the few characters before it) can hold a new declaration: scanning
    // the whole buffer each time would be quadratic in the size of a large document.
    const from = Math.max(1, buf.length - DECL.length);
    buf += text;
    let next = buf.indexOf(DECL, from);
    while (next !== -1) {
      const text = buf.slice(0, next);
      buf = buf.slice(next);
      if (text.trim()) yield emit(text);
      next = buf.indexOf(DECL, 1);
    }
    if (buf.length > MAX_DOCUMENT_CHARS) {
      yield emit(buf);
      buf = '';
    }
  }
  buf += decoder.end();
  if (buf.trim()) yield emit(buf);
}
