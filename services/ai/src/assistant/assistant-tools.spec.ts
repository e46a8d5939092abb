import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase } from '../legal/legal-kb.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { Assistant } from './assistant.js';
import { AssistantTools } from './assistant-tools.js';
import { RECORD, hit } from '../../test/support/assistant-fixtures.js';

const unused = () => Promise.reject(new Error('not used'));
let tools: AssistantTools;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  const kb = LegalKnowledgeBase.load();
  const patents = { get: unused, similar: unused, landscape: unused } as unknown as PatentsPort;
  tools = new AssistantTools(kb, new Assistant(kb, patents, { detail: async () => null }));
}, 60_000);

describe('AssistantTools legal_lookup', () => {
  it('dates the fee amounts it returns (the 2013 schedule), and only where a text quotes an amount', async () => {
    const r = await tools.run('legal_lookup', JSON.stringify({ query: 'issue fee amount small entity' }));
    const { sections } = JSON.parse(r.content) as { sections: { text: string; amounts?: string }[] };
    const withAmounts = sections.filter((s) => /\$\s?\d|\.{3,}\s*\d/.test(s.text));
    expect(withAmounts.length).toBeGreaterThan(0);
    for (const s of withAmounts) expect(s.amounts).toMatch(/2013|have changed since/);
    for (const s of sections.filter((x) => !withAmounts.includes(x))) expect(s.amounts).toBeUndefined();
  });
});

describe('AssistantTools legal_lookup: fees (attorney review, issue 25)', () => {
  it('gives the fee schedule\'s amounts first, and never 35 U.S.C. 289\'s "$250" as a fee', async () => {
    const r = await tools.run(
      'legal_lookup',
      JSON.stringify({ query: 'What is the $250 fee for a design patent?' }),
    );
    const out = JSON.parse(r.content) as { fee_schedule?: string; sections: { cite: string }[] };
    expect(out.fee_schedule).toContain('**37 CFR 1.16(b)**');
    expect(out.fee_schedule).toContain('The “$250” of 35 U.S.C. 289 is not a fee');
    expect(out.sections.map((s) => s.cite).join(' ')).not.toMatch(/35 U\.S\.C\. 289/);
    expect(r.sources[0].label).toBe('37 CFR 1.16(b)');
  });
});

describe('AssistantTools search_patents', () => {
  it('returns term coverage with the elements disclosed, not coverage alone, for prior art of a patent', async () => {
    const kb = LegalKnowledgeBase.load();
    const similar = async () => [
      hit('8000001', 'Laser detection and ranging system comprising a laser source', '2012-05-01', 3),
    ];
    const patents = { get: unused, similar, landscape: unused } as unknown as PatentsPort;
    const records = { detail: async (n: string) => (n === '10000000' ? RECORD : null) };
    const t = new AssistantTools(kb, new Assistant(kb, patents, records));
    const r = await t.run('search_patents', JSON.stringify({ patent: 'US10000000' }));
    const out = JSON.parse(r.content) as { relevance: string; results: Record<string, unknown>[] };
    expect(out.relevance).toMatch(/^term coverage .* not a match/);
    expect(out.results[0]).toMatchObject({ patent: 'US8000001', claim: 1, elements_disclosed: '1 of 1' });
  }, 60_000);
});
