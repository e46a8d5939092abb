import { checkClaims } from '../engine/claim-checks.js';
import { parseClaims } from '../engine/claims-parser.js';
import { cutWords, words } from '../engine/text.js';
import type { AiProvider } from '../providers/ai-provider.js';

export class DraftingService {
  constructor(private readonly provider: AiProvider) {}

  async abstract(title: string, description: string) {
    const abstract = cutWords(await this.provider.abstract(title, description), 150);
    return { abstract, wordCount: words(abstract).length, warnings: [], engine: this.provider.engine };
  }

  /** Claims come back numbered; every check finding is a warning, so the user still gets the draft. */
  async claims(description: string, existingClaims: string[]) {
    const raw = await this.provider.claims(
      description,
      existingClaims.filter((c) => c.trim().length > 0),
    );
    const claims = raw.map((c, i) => (/^\s*\d+\s*[.)]/.test(c) ? c.trim() : `${i + 1}. ${c.trim()}`));
    return { claims, warnings: checkClaims(parseClaims(claims)), engine: this.provider.engine };
  }
}
