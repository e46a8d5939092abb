import { describe, expect, it } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { DraftingService } from './drafting.service.js';
import { checkAbstract } from './abstract-checker.js';
import { checkClaimSet } from './claim-checker.js';
import { localAbstractDraft, localClaimDraft } from './local-draft.js';
import { LocalProvider } from '../providers/local.provider.js';

// Issue 24, attorney review of the local engine's drafts (section 3): each test drafts from the real grant's title
// and description only, as the writing page sends them.
const grants = loadGrants(patentDataDir());
const grant = (n: string) => grants.find((g) => g.number === n)!;
const draft = (n: string) => localClaimDraft(grant(n).title, grant(n).description);
const methods = (claims: string[]) => claims.filter((c) => /^\d+\. A method\b/.test(c));
const steps = (claim: string) =>
  claim
    .replace(/^[\s\S]*?comprising: /, '')
    .replace(/\.$/, '')
    .split(/;\s*(?:and\s+)?/);

describe('method claims whose steps act on one another (3.1, 3.3)', () => {
  // "A method of operating an apparatus …: programming a network processing unit; instructing an FIB agent; and
  // decrypting a packet" (US7643488), "… of operating a system …: amplifying a received signal; controlling an RF
  // transmitter; and selecting an unprocessed intersection" (US8421615), four unrelated gerunds (US6982661).
  it.each(['7643488', '8421615'])(
    'drafts no "method of operating" a generic apparatus or system, and says why (US%s)',
    (n) => {
      const { claims, notes } = draft(n);
      expect(claims.join(' ')).not.toMatch(/method of operating an? (?:apparatus|system)\b/);
      expect(claims.join(' ')).not.toMatch(/non-transitory/);
      expect(notes.join(' ')).toMatch(/No method claim: .*would state no purpose/);
    },
  );

  it('drafts the Huffman method only of steps that share what they act on (US6982661)', () => {
    const { claims } = draft('6982661');
    const method = methods(claims)[0];
    expect(method).toBeDefined();
    expect(method).not.toMatch(/traversing a branch; comparing an entry/);
    const s = steps(method);
    expect(s.length).toBeGreaterThanOrEqual(2);
    // Every step names the thing another step names ("creating a composite data structure; searching the …").
    expect(s.every((x) => /\bdata structure\b/.test(x))).toBe(true);
    expect(s[0]).toMatch(/^creating\b/);
  });

  it('drafts the workload chain the description states, with its purpose (US7644137)', () => {
    const { claims, notes } = draft('7644137');
    const method = methods(claims)[0];
    expect(method).toMatch(/^1\. A method of sharing resources from a pool of servers\b/);
    expect(method).toMatch(/determining a current workload; calculating a combined workload;/);
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(notes.join(' ')).not.toMatch(/its parts on its parts/);
  });

  it('says in plain words why no method claim is drafted, never "ordered steps of its parts on its parts"', () => {
    for (const n of ['7643488', '8421615', '6982661', '7644137', '7314687', '7863256'])
      expect(draft(n).notes.join(' ')).not.toMatch(/on its parts|ordered steps of/);
  });
});

describe('abstracts that say what the invention is (3.4, item 4)', () => {
  const abstract = (n: string) => localAbstractDraft(grant(n).title, grant(n).description);

  it('opens on the summary\'s "there is provided a step-down converter including …" (US8421436)', () => {
    const a = abstract('8421436').abstract;
    expect(a).toMatch(/^A step-down converter includes a DC-DC converter which performs DC-DC converting\b/);
    expect(checkAbstract(a, grant('8421436').title).filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('opens on the alloy of rhodium, platinum and palladium, with no background sentence (US6982059)', () => {
    const a = abstract('6982059').abstract;
    expect(a).toMatch(/^An alloy includes rhodium, platinum, and palladium\b/);
    expect(a).not.toMatch(/platinum group comprises|is dependent upon an understanding|compromises|Table 2/);
  });

  it.each(['6982661', '7314687', '7643488'])(
    'drafts no abstract of a detail, a result or a dangling sentence, and says why (US%s)',
    async (n) => {
      const g = grant(n);
      const a = abstract(n);
      expect(a.abstract).not.toMatch(
        /that length are then checked|makes it possible|MP-BGP process receives/,
      );
      if (a.abstract === '') {
        const r = await new DraftingService(new LocalProvider()).abstract(g.title, g.description);
        expect(r.findings[0].message).toMatch(/no sentence of it says what the invention is/);
      } else expect(checkAbstract(a.abstract, g.title).filter((f) => f.severity !== 'info')).toEqual([]);
    },
  );
});
