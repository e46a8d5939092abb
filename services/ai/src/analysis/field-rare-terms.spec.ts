import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Bm25Index, decodeUsptoEntities } from '@patent-hub/text';
import { describe, expect, it } from 'vitest';
import { cosineSimilarity, sharedEmbedder } from '../engine/embeddings.js';
import { isMarkushClaim } from '../engine/markush-terms.js';
import {
  FIELD_COSINE,
  FIELD_COSINE_LOW,
  FIELD_RARE_MIN,
  FIELD_RARE_SHARED,
  classificationsOf,
  otherSubclass,
  sharedRareTerms,
} from '../engine/prior-art-chart.js';
import { candidateItem } from '../engine/semantic-rerank.js';
import type { CorpusSearch, PriorArtCandidate } from '../engine/types.js';
import { variableLabels } from '../engine/variable-labels.js';
import {
  grantCandidate,
  parseGrant,
  patentDataDir,
  readGrantSlice,
  type XmlGrant,
} from '../../test/support/uspto-xml-reader.js';
import { searchPriorArt } from './prior-art.retriever.js';

// Issue 23, attorney review of the shown references. Over-correction: US7315742 (VoIP roaming by a SIP refer) is of the
// field of US8930553 (mid-dialog SIP messages) though their abstracts are worded apart (USE-lite cosine 0.54).
// Under-correction: US7642270 (c-fms kinase inhibitors) was shown for US8088760 (PARP inhibitors) on the substituent
// words of their Markush claims. Real records; the corpus IDF is that of the title/abstract corpus.
const data = patentDataDir();
const slice = (file: string) =>
  readGrantSlice(path.join(data, 'uspto-xml/PatentsView__PatentsView-DB/ipgxml', file), 'product');
const grant = (file: string, n: string) => slice(file).find((g) => g.number === n)!;
const sip = parseGrant(
  readFileSync(path.join(data, 'uspto-xml/USPTO__PatentPublicData/samples/xml2014/US08930553.xml'), 'utf8'),
  'product',
);
const roaming = grant('ipg080101.small.xml', '7315742');
const parp = grant('ipg120103.small.xml', '8088760');
const kinase = grant('ipg100105.small.xml', '7642270');

const index = new Bm25Index();
/** The title/abstract corpus, decoded as the ingest decodes it, by patent number. */
const cards = new Map<string, PriorArtCandidate>();
readFileSync(path.join(data, 'derived/us_patents_title_abstract.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .forEach((line, i) => {
    const r = JSON.parse(line) as { patent_number: string; title?: string; abstract?: string; date?: string };
    const text = (s?: string) => decodeUsptoEntities(s ?? '');
    index.add({ docId: i, title: text(r.title), abstract: text(r.abstract), date: null });
    cards.set(r.patent_number, {
      patentNumber: r.patent_number,
      title: text(r.title),
      abstract: text(r.abstract),
      date: r.date ?? null,
      cpc: [],
      score: 1,
    });
  });
const idf = (t: string) => index.idf(t);

/** The search as the patents service answers it for one retrieved candidate, with its full text and the corpus IDF. */
const searchOf = (reference: XmlGrant): CorpusSearch =>
  searchOfCard(grantCandidate(reference, 1), {
    claims: reference.claims.map((c) => c.text),
    description: reference.description,
  });
const searchOfCard = (
  card: PriorArtCandidate,
  full: { claims: string[]; description: string } = { claims: [], description: '' },
): CorpusSearch => ({
  similar: async () => [card],
  fullText: async () => new Map([[card.patentNumber, full]]),
  corpusCounts: async (q) => ({
    total: 20000,
    datedBefore: 9000,
    undated: 0,
    forwardCitations: 0,
    idf: Object.fromEntries((q.terms ?? []).map((t) => [t, idf(t)])),
  }),
});

describe('the field test: cosine, or a lower cosine with rare terms shared', () => {
  it('keeps US7315742 for US8930553: under the cosine alone, it shares SIP, session and initiation', async () => {
    const vectors = (await sharedEmbedder().embed([
      { key: sip.number, text: `${sip.title}. ${sip.abstract}` },
      candidateItem(grantCandidate(roaming, 0)),
    ]))!;
    const cosine = cosineSimilarity(vectors[0], vectors[1]);
    expect(cosine).toBeLessThan(FIELD_COSINE);
    expect(cosine).toBeGreaterThanOrEqual(FIELD_COSINE_LOW);
    const rare = sharedRareTerms(sip, roaming, idf);
    expect(rare).toEqual(expect.arrayContaining(['sip', 'session', 'initiation']));
    expect(rare.length).toBeGreaterThanOrEqual(FIELD_RARE_SHARED);

    // Filed in two IPC sections (G06F15/16, H04Q7/20): the classification gate does not overrule 3 rare terms.
    expect(otherSubclass(classificationsOf(sip), classificationsOf(roaming))).toEqual({
      patent: ['G06F'],
      reference: ['H04Q'],
    });
    const found = await searchPriorArt(searchOf(roaming), sip, { field: sharedEmbedder() });
    expect(found.shown.map((r) => r.candidate.patentNumber)).toEqual(['7315742']);
    expect(found.search.ranking).toContain(
      `or a cosine of at least ${FIELD_COSINE_LOW} and ${FIELD_RARE_SHARED} such terms`,
    );
  });

  it('shares no rare term of the field between two drug patents on their chemical group words', () => {
    expect(sharedRareTerms(parp, kinase, idf)).not.toEqual(expect.arrayContaining(['alkyl']));
    expect(sharedRareTerms(parp, kinase, idf).length).toBeLessThan(FIELD_RARE_SHARED);
  });
});

describe('Markush substituent words', () => {
  it('reads the compound claims as Markush claims, and the SIP claims not', () => {
    expect(isMarkushClaim(parp.claims[0].text)).toBe(true);
    expect(isMarkushClaim(kinase.claims[0].text)).toBe(true);
    expect(sip.claims.some((c) => isMarkushClaim(c.text))).toBe(false);
  });

  it('does not show US7642270 for US8088760: no element is matched on alkyl, heteroaryl, halogen or "substituted"', async () => {
    const found = await searchPriorArt(searchOf(kinase), parp);
    expect(found.shown).toEqual([]);
    const unfloored = await searchPriorArt(searchOf(kinase), parp, { floor: 0 });
    const rows = unfloored.shown[0].charts.flatMap((c) => c.rows);
    const substituent =
      /^(?:\w*yl|\w*oxy|halo\w*|substitut\w*|optional|independent|select|c\d+|salt|\w*cyclic)$/;
    expect(rows.flatMap((r) => r.hits).filter((t) => substituent.test(t))).toEqual([]);
    // Claim 1's substituent lists, matched in the reference's claims before, are no match now.
    const claim1 = unfloored.shown[0].charts.find((c) => c.claim === 1)!.rows;
    const lists = claim1.filter((r) =>
      /selected (?:independently )?from the group consisting of/.test(r.element),
    );
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((r) => r.label === 'not found' && !r.substantiveMatch)).toBe(true);
  });
});

// Issue 23, attorney review: US8088760 (PARP inhibitors, Markush claims) was shown with novelty 6 against two
// injection-moulding patents whose abstracts name "rigorous models R1, R2, R3, R4": the product's parser reads
// R<sub>1</sub> as "R1", and the labels passed as rare shared terms and as the claim's distinctive terms.
describe('variable labels (R1, R2a, X1, Ar1) weigh nothing in the field test or the chart', () => {
  const moulding = ['6839608', '6845289'].map((n) => cards.get(n)!);

  it('reads the labels as the product parser writes them in claim 1 of US8088760', () => {
    expect(parp.claims[0].text).toMatch(/\bR1\b/);
    expect([...variableLabels(parp.claims[0].text)]).toEqual(expect.arrayContaining(['r1', 'r2', 'r3']));
    expect(moulding.every((m) => /rigorous models R1, R2, R3/.test(m.abstract))).toBe(true);
  });

  it('shares no label as a rare term of the field', () => {
    for (const m of moulding) {
      const rare = sharedRareTerms(parp, m, idf);
      expect(rare.filter((t) => /^[a-z]\d/.test(t))).toEqual([]);
      expect(rare.length).toBeLessThan(FIELD_RARE_SHARED);
    }
  });

  it('shows neither moulding patent for US8088760, and charts no element on "R1, R2, R3"', async () => {
    for (const m of moulding) {
      const found = await searchPriorArt(searchOfCard(m), parp, { field: sharedEmbedder() });
      expect(found.shown).toEqual([]);
      const unfloored = await searchPriorArt(searchOfCard(m), parp, { floor: 0 });
      const rows = unfloored.shown.flatMap((r) => r.charts.flatMap((c) => c.rows));
      expect(rows.flatMap((r) => r.hits).filter((t) => /^[a-z]{1,2}\d/.test(t))).toEqual([]);
      expect(rows.filter((r) => /\bR1\b/.test(r.element) && r.label !== 'not found')).toEqual([]);
    }
  });
});

// Issue 23, attorney re-review of the bench's shown references: not relevant, US8089596 (a transflective LCD's cell gap,
// cosine 0.829) for US8421353 (an OLED's sealing) and US8089850 (an optical pickup) for US8089609 (immersion
// lithography); relevant, US7157991 for US7474034 (SAW), US7315219 for US7863991 (VCO), US5131025 for US7643624.
describe('a shared rare term even at FIELD_COSINE, and the classification subclasses', () => {
  const y12 = slice('ipg120103.small.xml');
  const of = (gs: XmlGrant[], n: string) => gs.find((g) => g.number === n)!;
  const oled = grant('ipg130416.small.xml', '8421353');
  const lcd = of(y12, '8089596');
  const litho = of(y12, '8089609');
  const pickup = of(y12, '8089850');
  const saw = [grant('ipg090106.small.xml', '7474034'), grant('ipg070102.small.xml', '7157991')] as const;
  const vco = [grant('ipg110104.small.xml', '7863991'), grant('ipg080101.small.xml', '7315219')] as const;
  const phone = grant('ipg100105.small.xml', '7643624');
  const modem = cards.get('5131025')!;
  const cosine = async (a: { number: string; title: string; abstract: string }, b: PriorArtCandidate) => {
    const v = (await sharedEmbedder().embed([
      { key: a.number, text: `${a.title}. ${a.abstract}` },
      candidateItem(b),
    ]))!;
    return cosineSimilarity(v[0], v[1]);
  };
  /** Without its classifications: what the cosine and the rare terms decide alone. */
  const unclassified = (g: XmlGrant): XmlGrant => ({ ...g, cpc: [], ipc: [] });

  it('finds no shared rare term between the LCD and the OLED, or the pickup and the lithography, over FIELD_COSINE', async () => {
    for (const [patent, reference] of [
      [oled, lcd],
      [litho, pickup],
    ] as const) {
      expect(await cosine(patent, grantCandidate(reference, 0))).toBeGreaterThanOrEqual(FIELD_COSINE);
      expect(sharedRareTerms(patent, reference, idf)).toEqual([]);
    }
  });

  it('finds FIELD_RARE_MIN or more in the relevant references', async () => {
    for (const [patent, reference] of [saw, vco, [phone, modem]] as const) {
      const card = 'patentNumber' in reference ? reference : grantCandidate(reference, 0);
      expect(await cosine(patent, card)).toBeGreaterThanOrEqual(FIELD_COSINE);
      expect(sharedRareTerms(patent, card, idf).length).toBeGreaterThanOrEqual(FIELD_RARE_MIN);
    }
    expect(sharedRareTerms(...saw, idf)).toEqual(
      expect.arrayContaining(['piezoelectric', 'acoustic', 'wave']),
    );
    expect(sharedRareTerms(...vco, idf)).toEqual(expect.arrayContaining(['oscillator', 'ring']));
  });

  it('leaves out the pickup for the lithography and the LCD for the OLED on the rare terms alone, and says why', async () => {
    for (const [patent, reference] of [
      [litho, pickup],
      [oled, lcd],
    ] as const) {
      const found = await searchPriorArt(searchOf(unclassified(reference)), unclassified(patent), {
        field: sharedEmbedder(),
      });
      expect(found.shown).toEqual([]);
      expect(found.search.message).toMatch(
        new RegExp(
          // Granted after the cut-off, each is dated against it (issue 23 review; the wording is tested below).
          `1 matching on terms is of another field \\(US${reference.number} \\(dated 2012-01-03.*?\\): title and abstract at cosine 0\\.[78]\\d, no shared term rare in the corpus\\)`,
        ),
      );
    }
  });

  it('still shows the SAW and the VCO references, classified in the same IPC subclass as their patents', async () => {
    for (const [patent, reference] of [saw, vco]) {
      const found = await searchPriorArt(searchOf(reference), patent, { field: sharedEmbedder() });
      expect(found.shown.map((r) => r.candidate.patentNumber)).toEqual([reference.number]);
    }
  });

  it('reads the IPC subclasses apart for the LCD and the OLED, the pickup and the lithography, not the SAW or the VCO', () => {
    // As the patents service's parser reads them from the grants (classifications-ipcr; none prints CPC).
    for (const g of [oled, lcd, litho, pickup, ...saw, ...vco]) {
      expect(g.cpc, g.number).toEqual([]);
      expect(g.ipc.length, g.number).toBeGreaterThan(0);
    }
    const codes = classificationsOf;
    expect(otherSubclass(codes(oled), codes(lcd))).toEqual({ patent: ['H01L'], reference: ['G02F'] });
    expect(otherSubclass(codes(litho), codes(pickup))).toEqual({ patent: ['G03B'], reference: ['G11B'] });
    expect(otherSubclass(codes(saw[0]), codes(saw[1]))).toBeNull();
    expect(otherSubclass(codes(vco[0]), codes(vco[1]))).toBeNull();
  });

  it('reads the edition-7 IPC of the 2005 grants for the gate (no IPCR, no CPC)', () => {
    const y05 = slice('ipg050104.small.xml');
    const photodiode = of(y05, '6838741');
    const noise = of(y05, '6838736');
    const cooler = of(y05, '6837063');
    expect(classificationsOf(photodiode)).toEqual(['H01L31/107', 'H01L31/06']);
    expect(otherSubclass(classificationsOf(photodiode), classificationsOf(noise))).toBeNull();
    expect(otherSubclass(classificationsOf(photodiode), classificationsOf(cooler))).toEqual({
      patent: ['H01L'],
      reference: ['F25D', 'F28D', 'H05K'],
    });
  });

  it('leaves out the LCD for the OLED by their classifications, whatever the cosine', async () => {
    const found = await searchPriorArt(searchOf(lcd), oled, { field: sharedEmbedder() });
    expect(found.shown).toEqual([]);
    expect(found.search.message).toContain(
      '(US8089596 (dated 2012-01-03, filed 2010-12-10 in the US: after the cut-off by its date, a candidate as of its US filing date, pre-AIA 35 U.S.C. 102(e)): classified G02F, the patent H01L)',
    );
    const pickedUp = await searchPriorArt(searchOf(pickup), litho, { field: sharedEmbedder() });
    expect(pickedUp.search.message).toContain(
      '(US8089850 (dated 2012-01-03, after the cut-off): classified G11B, the patent G03B)',
    );
    const unfloored = await searchPriorArt(searchOf(lcd), oled, { limit: 24 });
    expect(unfloored.shown.map((r) => r.candidate.patentNumber)).toEqual(['8089596']);
  });
});
