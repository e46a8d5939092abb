import type { Readable } from 'node:stream';
import type { SourceItem } from '../source-item.js';
import { parsePatentXml } from './patent-xml.parser.js';
import { splitXmlDocuments } from './split-documents.js';

/** Patent XML documents of one stream (a weekly file, a zip entry or a single document). */
export async function* readPatentXml(input: Readable, file: string): AsyncGenerator<SourceItem> {
  for await (const chunk of splitXmlDocuments(input)) {
    const bytes = Buffer.byteLength(chunk.text);
    try {
      yield { kind: 'record', record: parsePatentXml(chunk.text), bytes };
    } catch (e) {
      const reason = e instanceof Error ? e.message.split('\n')[0].slice(0, 200) : String(e);
      yield {
        kind: 'skip',
        file,
        position: `document ${chunk.index + 1}, line ${chunk.line}`,
        reason,
        bytes,
      };
    }
  }
}
