import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase } from '../legal/legal-kb.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { Assistant } from './assistant.js';
import { AssistantTools } from './assistant-tools.js';

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
