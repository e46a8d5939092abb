import type { CheckClaimsResult } from '@patent-hub/contracts';
import { words } from '../engine/text.js';
import type { AiProvider } from '../providers/ai-provider.js';
import { checkAbstract } from './abstract-checker.js';
import { checkClaimSet } from './claim-checker.js';
import { claimFees, excessClaimsFinding } from './claim-fees.js';
import { LOCAL_CLAIMS_LABEL } from './local-draft.js';

/** "1. 1. A widget" → "A widget": numbering is the position's, never the text's. */
const stripNumber = (claim: string) => claim.replace(/^\s*(?:(?:claim\s+)?\d+\s*[.):-]\s*)+/i, '').trim();

export class DraftingService {
  constructor(private readonly provider: AiProvider) {}

  /** The abstract as drafted (never cut), with the abstract checker's findings on it. */
  async abstract(title: string, description: string) {
    const abstract = (await this.provider.abstract(title, description)).replace(/\s+/g, ' ').trim();
    return {
      abstract,
      wordCount: words(abstract).length,
      findings: checkAbstract(abstract),
      engine: this.provider.engine,
    };
  }

  /** Claims come back numbered once; the checker runs on them whichever engine drafted them. */
  async claims(description: string, existingClaims: string[], title = '') {
    const raw = await this.provider.claims(
      description,
      existingClaims.filter((c) => c.trim().length > 0),
      title,
    );
    const claims = raw
      .map(stripNumber)
      .filter(Boolean)
      .map((c, i) => `${i + 1}. ${c}`);
    const { findings, counts, fees } = this.checked(claims);
    const label =
      this.provider.engine.provider === 'local'
        ? LOCAL_CLAIMS_LABEL
        : `Drafted by ${this.provider.engine.model}, checked by the rule-based claim checker: review before filing`;
    return { claims, findings, counts, fees, label, engine: this.provider.engine };
  }

  /** Findings on claims (and an abstract) as typed; claim numbers are positions in the list. */
  check(claims: string[], abstract?: string): CheckClaimsResult {
    return {
      ...this.checked(claims),
      abstractFindings: abstract === undefined ? [] : checkAbstract(abstract),
    };
  }

  /** The checker's findings with the claim-set fee finding (claim 0) first, the counts and the 37 CFR 1.16 situation. */
  private checked(claims: string[]) {
    const { findings, counts } = checkClaimSet(claims);
    const fees = claimFees(counts);
    const excess = excessClaimsFinding(fees);
    return { findings: excess ? [excess, ...findings] : findings, counts, fees };
  }
}
