import type { CheckClaimsResult, ClaimFinding } from '@patent-hub/contracts';
import { words } from '../engine/text.js';
import type { AiProvider } from '../providers/ai-provider.js';
import { checkAbstract } from './abstract-checker.js';
import { checkClaimSet } from './claim-checker.js';
import { claimFees, excessClaimsFinding } from './claim-fees.js';
import {
  LOCAL_ABSTRACT_LABEL,
  LOCAL_CLAIMS_LABEL,
  localAbstractDraft,
  localClaimDraft,
} from './local-draft.js';

/** "1. 1. A widget" → "A widget": numbering is the position's, never the text's. */
const stripNumber = (claim: string) => claim.replace(/^\s*(?:(?:claim\s+)?\d+\s*[.):-]\s*)+/i, '').trim();

const notDrafted = (message: string): ClaimFinding => ({
  claim: 0,
  code: 'NOT_DRAFTED',
  severity: 'error',
  message,
  start: 0,
  end: 0,
});

export class DraftingService {
  constructor(private readonly provider: AiProvider) {}

  /** The abstract as drafted (never cut), with the abstract checker's findings on it. */
  async abstract(title: string, description: string) {
    const abstract = (await this.provider.abstract(title, description)).replace(/\s+/g, ' ').trim();
    // The local engine's own reason where it has one ("no sentence of it says what the invention is", issue 24).
    const reason =
      !abstract && this.provider.engine.provider === 'local'
        ? localAbstractDraft(title, description).reason
        : null;
    const findings = abstract
      ? checkAbstract(abstract)
      : [
          notDrafted(
            `The ${this.engineName()} could not draft an abstract from this description: ${reason ?? 'none of its sentences can stand in an abstract (a complete sentence without reference numerals, claim language or statements of merit)'}. Write the abstract by hand.`,
          ),
        ];
    const label =
      this.provider.engine.provider === 'local'
        ? LOCAL_ABSTRACT_LABEL
        : `Drafted by ${this.provider.engine.model}, checked by the rule-based abstract checker: review before filing`;
    return { abstract, wordCount: words(abstract).length, findings, label, engine: this.provider.engine };
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
    const checked = this.checked(claims);
    const { counts, fees } = checked;
    // No claims is said plainly, never an empty list without explanation.
    // What the local engine could not claim with a relationship, and left out rather than list bare (claim 0, info).
    const local = this.provider.engine.provider === 'local';
    const fresh = existingClaims.every((c) => c.trim().length === 0);
    const notes: ClaimFinding[] = (local && fresh ? localClaimDraft(title, description).notes : []).map(
      (message) => ({ claim: 0, code: 'UNRELATED_ELEMENT', severity: 'info', message, start: 0, end: 0 }),
    );
    // The local engine's own reasons ("No apparatus claim: …", "No method claim: the acts … are not …") are the
    // error's message, so it never says "no act" beside a note listing the acts it found (issue 24).
    const reasons = notes.map((n) => n.message).filter((m) => /^No (?:apparatus|method) claim\b/.test(m));
    const findings =
      claims.length === 0
        ? [
            notDrafted(
              `The ${this.engineName()} could not draft claims from this description: ${
                local && reasons.length > 0
                  ? `${reasons.map((r) => r.replace(/^No (\w+) claim: /, 'no $1 claim, as ').replace(/\.$/, '')).join('; ')}. Describe the invention that way, or write the claims by hand.`
                  : local
                    ? 'it names no part (drawn with a reference numeral, "a housing 12 mounted on a door frame 14", or doing something, "the server receives a request"), no act and no ingredient with an amount ("from 20 to 40 % by weight of an acrylic binder"). Describe the invention that way, or write the claims by hand.'
                    : 'the model returned none. Try again or write the claims by hand.'
              }`,
            ),
            ...notes,
            ...checked.findings,
          ]
        : [...notes, ...checked.findings];
    const label =
      this.provider.engine.provider === 'local'
        ? LOCAL_CLAIMS_LABEL
        : `Drafted by ${this.provider.engine.model}, checked by the rule-based claim checker: review before filing`;
    return { claims, findings, counts, fees, label, engine: this.provider.engine };
  }

  private engineName() {
    return this.provider.engine.provider === 'local' ? 'local engine' : `model ${this.provider.engine.model}`;
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
    const excess = excessClaimsFinding(fees, counts);
    return { findings: excess ? [excess, ...findings] : findings, counts, fees };
  }
}
