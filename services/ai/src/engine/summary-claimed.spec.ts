import { describe, expect, it } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { claimedSubject, namedKinds } from './claimed-subject.js';
import { parseClaims } from './claims-parser.js';
import { buildLocalAnalysis } from './local-analysis.js';
import { summarySentences } from './summary.js';

// Issue 23 item 6, attorney review: summaries that misstate the invention. The analysis's summary on the real grants.
const grants = loadGrants(patentDataDir()).filter(
  (g) => g.description.length > 0 && g.applType === 'utility',
);
const grant = (n: string) => grants.find((g) => g.number === n)!;
const summaryOf = (n: string) => buildLocalAnalysis(grant(n), []).summary;
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff\ue000-\uf8ff]/u;

describe('the summary states the invention as claimed', () => {
  it('opens on what claim 1 claims, not on how a caller dials (US7643624)', () => {
    // Claim 1: "A multi-line residential telephone system configured to communicate via a plurality of telephone
    // lines, comprising …"; the abstract's only statement of it, "A method for remote accessing …", is a method.
    // Its boilerplate opener "According to one embodiment of the present invention," is left out (re-review defect 8).
    expect(summaryOf('7643624')).toMatch(
      /^A multi-line residential telephone system configured to communicate via a plurality of telephone lines comprises/,
    );
    expect(summaryOf('7643624')).not.toMatch(/According to one embodiment/);
  });

  it('never calls composition claims a process (US8088834)', () => {
    // Claim 1: "A composition comprising a non-yellow modified polybutylene terephthalate …"; the abstract opens
    // "The invention relates to a process for making modified polybutylene terephththalate random copolymers …".
    const summary = summaryOf('8088834');
    expect(summary).not.toMatch(/\brelates to a (?:three step )?process\b/);
  });

  it('quotes claim 1, labelled, when no sentence left states what it claims (US8088834, re-review defect 6)', () => {
    // Before: "The invention also relates to compositions made from the process." (a sequel, "the process" not shown).
    const summary = summaryOf('8088834');
    expect(summary).toMatch(
      /^Claim 1 \(quoted, abridged\): "A composition comprising a non-yellow modified polybutylene terephthalate, wherein the modified polybutylene terephthalate has an intrinsic viscosity that is more than 0\.55 dL\/g/,
    );
    expect(summary).not.toMatch(/also relates|from the process/);
  });

  it('quotes claim 1 where what is left only repeats the title (US6982661, US7473188)', () => {
    expect(summaryOf('6982661')).toMatch(
      /^Claim 1 claims \(quoted\): "A method of decoding a series of binary digital signals using a data structure/,
    );
    expect(summaryOf('7473188')).toMatch(
      /^Claim 1 \(quoted, abridged\): "A putter head comprising three regions: /,
    );
    // Where a sentence says what claim 1 claims, no quote (US7643624, US8418590).
    expect(summaryOf('7643624')).not.toMatch(/Claim 1 (?:claims )?\(quoted/);
    expect(summaryOf('8418590')).not.toMatch(/Claim 1 (?:claims )?\(quoted/);
  });

  it('keeps the announcement that alone names the claimed method (US7861515, re-review defect 10)', () => {
    expect(summaryOf('7861515')).toMatch(
      /^A method of monitoring a performance of an oxygen sensor is disclosed\. /,
    );
  });

  it('shows no dangling connector at a start or after a comma (re-review defects 7, 11, 12)', () => {
    expect(summaryOf('7863250')).not.toMatch(/, therefore,/);
    expect(summaryOf('8088102')).not.toMatch(/In any case/);
    expect(summaryOf('7862893')).not.toMatch(/described above/);
    // Nor a glossary line ('"Free flowing" means: …', defect 11).
    expect(summaryOf('7862893')).not.toMatch(/” means:|in the context of this disclosure/);
    expect(summaryOf('7862893')).toMatch(/^The granular solid wax particles of this invention /);
    for (const g of grants)
      expect(summaryOf(g.number), g.number).not.toMatch(
        /^(?:In any case|The (?:present )?invention also)\b|[.!?] In any case\b|, (?:therefore|thus|hence),|\bdescribed above\b/,
      );
  });

  it('says claim 1 is narrower where it claims one compound under a genus summary (US7863250, defect 7)', () => {
    const [lead, second] = buildLocalAnalysis(grant('7863250'), []).summary.split(/(?<=\.) (?=[A-Z])/);
    expect(lead).toMatch(/oligonucleotides/);
    expect(second).toMatch(
      /^Claim 1 is narrower: it claims \(quoted\) "An immunostimulatory oligonucleotide having the structure 5′-TCTGTC1GTTCT-X-TCTTGC1TGTCT-5′/,
    );
    // A claim to a genus gets no such line.
    expect(summaryOf('8088834')).not.toMatch(/narrower/);
    expect(summaryOf('7643624')).not.toMatch(/narrower/);
  });

  it('introduces the cutting assembly before it says "the cutting assembly" (US8418590)', () => {
    const summary = summaryOf('8418590');
    expect(summary).toContain(
      'includes a locking assembly coupled with at least one of the cutting assembly',
    );
    expect(summary.indexOf('a cutting assembly')).toBeGreaterThanOrEqual(0);
    expect(summary.indexOf('a cutting assembly')).toBeLessThan(summary.indexOf('the cutting assembly'));
  });

  it('shows the formula of US7644137 readable, in the summary and the key claims, with no invisible character', () => {
    const analysis = buildLocalAnalysis(grant('7644137'), []);
    expect(analysis.summary).not.toMatch(INVISIBLE);
    expect(analysis.keyClaims[0].text.replace(/\s+/g, ' ')).toContain(
      'Rpool(t, i) = Rtotal (L(t, i))/(∑_k^n L(t, k))',
    );
    for (const c of analysis.keyClaims) expect(c.text).not.toMatch(INVISIBLE);
  });

  it('names the invention, where its first sentence names a kind, as the kind claim 1 claims, on every real grant', () => {
    expect(grants.length).toBeGreaterThan(200);
    const misnamed = grants.flatMap((g) => {
      const claims = parseClaims(g.claims);
      const subject = claimedSubject(claims[0].text);
      if (!subject) return [];
      const independents = claims.filter((c) => c.independent).map((c) => c.text);
      const [first] = summarySentences(g.title, g.abstract, g.description, 90, independents);
      const kinds = namedKinds(first, subject);
      const agrees = kinds.size === 0 || kinds.has(subject.kind) || (subject.medium && kinds.has('method'));
      return agrees ? [] : [`US${g.number}: ${first}`];
    });
    expect(misnamed).toEqual([]);
  });
});

// Attorney re-review of issue 23, leftovers: summaries that left out what claim 1 requires, or said twice what the
// invention is.
describe('the summary states what claim 1 requires, and what the invention is once', () => {
  it("states US7643624's switch after a number of unanswered rings, which claim 1 requires", () => {
    // Before: the lead, then how a caller dials; nothing of the ring count after which the module connects the caller.
    const summary = summaryOf('7643624');
    expect(summary).toMatch(/remains unanswered for a predetermined number of rings/);
    expect(summary).toMatch(/^A multi-line residential telephone system configured to communicate/);
  });

  it("states US7644137's proportional allocation of servers, which claim 1 requires", () => {
    // Before: two sentences on server instances (dependent claims' detail), none on the allocation.
    expect(summaryOf('7644137')).toMatch(
      /allocating a first number of servers from the pool to the first cluster, the first number equal to a product of a total number of servers in the pool and the first server's workload divided by the combined workload/,
    );
  });

  it('says once what the invention is (US8088102: two "The present invention …" leads)', () => {
    const summary = summaryOf('8088102');
    expect(summary).toMatch(/^The present invention provides a dilatation and stent delivery device/);
    expect(summary.match(/\bThe present invention\b/g)).toHaveLength(1);
  });
});

// Attorney review of issue 23 (2026-11-30): leads that state nothing claim 1 claims, lean on text not shown, or name a
// kind no claim claims; reference numerals; a problem statement or a preference picked as a sentence.
describe('the summary leads with what claim 1 claims, on sentences that stand alone', () => {
  const sentences = (n: string) => summaryOf(n).split(/(?<=[.!?]["”]?) (?=[A-Z"])/);

  it('does not lead with "The present invention provides methods and systems for …" (US7643973)', () => {
    // Claim 1 is a computer-implemented method; no sentence of the record states it, so claim 1 is quoted first.
    const [first, second] = sentences('7643973');
    expect(first).toMatch(
      /^Claim 1 \(quoted, abridged\): "A computer-implemented method comprising: linearizing a block/,
    );
    expect(second).toMatch(/^The present invention provides methods and systems for analyzing/);
  });

  it('shows no sentence leaning on text not shown (US7642321: "these components", "as shown below")', () => {
    const summary = summaryOf('7642321');
    expect(summary).not.toMatch(/\bthese components\b|\bas shown below\b|\bis also described\b/);
    expect(summary).toMatch(/^The present invention is directed to telechelic polymers/);
  });

  it('never says "a method" of articles claimed, nor "Applicants have further discovered" (US8420883)', () => {
    const summary = summaryOf('8420883');
    expect(summary).not.toMatch(/Disclosed is a method|Applicants have further discovered/);
    expect(summary).toMatch(/^Claim 1 \(quoted, abridged\): "A disposable absorbent article/);
  });

  it('introduces the step-down converter before "The step-down converter includes …" (US8421436)', () => {
    const [first, second] = sentences('8421436');
    expect(first).toMatch(/^The present invention provides a step-down converter /);
    expect(second).toMatch(/^The step-down converter includes a DC-DC converter/);
  });

  it('leaves out reference numerals and does not lead with "An example method …" (US7641038)', () => {
    const summary = summaryOf('7641038');
    expect(summary).not.toMatch(/\(\d+(?:, \d+)*\)/);
    expect(summary).not.toMatch(/^An example method/);
    expect(summary).toContain(
      'A passenger conveyor includes a handrail assembly comprising a handrail having a plurality of co-extruded polymer materials.',
    );
  });

  it('picks neither a problem statement (US6983169) nor a preference (US8420690)', () => {
    expect(summaryOf('6983169')).not.toMatch(/Users often miss calls/);
    expect(summaryOf('8420690')).not.toMatch(/\bPreferably\b/);
  });

  it('on every real grant: no lead of an example, a finding or a sequel, no reference numeral in parentheses', () => {
    const bad = grants.flatMap((g) => {
      const summary = summaryOf(g.number);
      const lead = /^Claim 1 (?:claims )?\(quoted/.test(summary) ? '' : summary;
      return /^(?:An example|Applicants have|Preferably)\b|^(?:\S+ ){0,5}?further includes\b/.test(lead) ||
        /[a-z] \(\d{1,4}[a-z]?(?:, ?\d{1,4}[a-z]?)*\)/.test(summary)
        ? [`US${g.number}: ${summary.slice(0, 120)}`]
        : [];
    });
    expect(bad).toEqual([]);
  });
});

// Attorney re-check of issue 23: a quote stopping after claim 1's first element, unmarked, with its "a)" labels and colons
// left out, misrepresented the claim (US7641038 lost the second of its two steps).
describe('a quote of claim 1 never misrepresents it', () => {
  const words = (s: string) =>
    s
      .replace(/^\s*\d+\s*[.)]\s*/, '')
      .replace(/\s+/g, ' ')
      .trim();

  it('quotes a short claim whole (US7641038: both steps)', () => {
    expect(summaryOf('7641038')).toMatch(
      /^Claim 1 claims \(quoted\): "A method of making a handrail for a passenger conveyor, comprising: co-extruding .* second one of the polymer materials; and forming a toothed driving surface .* on the handrail"\. /,
    );
  });

  it('marks a long one abridged, verbatim, with "…" and the elements left out (US8420883, US7643973, US7158629)', () => {
    expect(summaryOf('8420883')).toMatch(
      /^Claim 1 \(quoted, abridged\): "A disposable absorbent article .* said absorbent article comprising: a\) a vapor permeable backsheet …" and 4 further elements\. /,
    );
    expect(summaryOf('7643973')).toMatch(
      /^Claim 1 \(quoted, abridged\): "[^"]+ …" and 3 further elements\. /,
    );
    expect(summaryOf('7158629')).toMatch(
      /^Claim 1 \(quoted, abridged\): "[^"]+ …" and 2 further elements\. /,
    );
  });

  it("on every real grant: the text inside the quotation marks is claim 1's own", () => {
    const bad = grants.flatMap((g) => {
      const m =
        /^Claim 1 (?:claims )?\(quoted(, abridged)?\): "(.*?)"(?: and \d+ further elements?)?\. /.exec(
          `${summaryOf(g.number)} `,
        );
      if (!m) return [];
      const claim = words(g.claims[0].text);
      const text = m[1] ? m[2].replace(/ …$/, '') : m[2];
      const ok = m[1]
        ? claim.startsWith(text) && text.length < claim.length
        : claim.replace(/\.$/, '') === text;
      return ok ? [] : [`US${g.number}: ${m[0].slice(0, 160)}`];
    });
    expect(bad).toEqual([]);
  });
});
