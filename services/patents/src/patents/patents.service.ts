import { ErrorCode, RpcError, type PatentDetail } from '@patent-hub/contracts';
import type { CorpusRepository } from '../corpus/corpus.repository.js';
import type { LegalTexts } from '../dates/legal-texts.js';
import { parsePatentNumber } from '../domain/patent-number.js';
import type { OdpClient } from '../odp/odp-client.js';
import { odpRecordToPatent } from '../odp/odp-mapper.js';
import { toPatentDetail } from './patent-mapper.js';
import type { PatentsRepository } from './patents.repository.js';

export class PatentsService {
  constructor(
    private readonly repo: PatentsRepository,
    private readonly corpus: CorpusRepository,
    private readonly odp: OdpClient | null,
    private readonly legal: LegalTexts,
  ) {}

  /** The full patent; a grant missing from the corpus is fetched from the ODP (when a key is set) and stored. */
  async get(id: string): Promise<PatentDetail> {
    let number = await this.repo.findNumber(id);
    if (!number) number = await this.fetchFromOdp(id);
    const found = number ? await this.repo.detail(number) : null;
    if (!found) throw new RpcError(ErrorCode.NOT_FOUND, 'Patent not found');
    return toPatentDetail(found.card, {
      ...found.extras,
      dates: found.extras.dates && this.legal.annotate(found.extras.dates),
    });
  }

  /** Claims and description of many patents at once (numbers as the corpus stores them; unknown ones left out). */
  async fullTexts(numbers: string[]) {
    const stored = [...new Set(numbers.map((n) => parsePatentNumber(n)?.number ?? n))];
    return { results: await this.repo.fullTexts(stored) };
  }

  private async fetchFromOdp(id: string): Promise<string | null> {
    const parsed = parsePatentNumber(id);
    if (!this.odp || !parsed || /^\d{11}$/.test(parsed.number)) return null;
    let record;
    try {
      record = await this.odp.fetchByPatentNumber(parsed.number);
    } catch (e) {
      throw new RpcError(
        ErrorCode.UNAVAILABLE,
        `The USPTO Open Data Portal is unavailable: ${(e as Error).message}`,
      );
    }
    if (!record) return null;
    const normalised = odpRecordToPatent(record);
    if (typeof normalised === 'string') return null;
    if (!normalised.title) normalised.title = 'Untitled';
    await this.corpus.upsertBatch([normalised]);
    return normalised.patentNumber;
  }
}
