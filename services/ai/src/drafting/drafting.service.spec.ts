import { describe, expect, it } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import type { AiProvider } from '../providers/ai-provider.js';
import { DraftingService } from './drafting.service.js';

const provider = (claims: string[], abstract: string) =>
  ({
    engine: { provider: 'local', model: 'rules', label: 'Local engine' },
    claims: async () => claims,
    abstract: async () => abstract,
  }) as unknown as AiProvider;

describe(DraftingService.name, () => {
  it('says plainly that the local engine could not draft claims, instead of an empty list alone', async () => {
    const sut = await new DraftingService(provider([], '')).claims('A mixture of things.', [], 'Mixture');
    expect(sut.claims).toEqual([]);
    expect(sut.findings[0]).toMatchObject({ code: 'NOT_DRAFTED', severity: 'error', claim: 0 });
    expect(sut.findings[0].message).toMatch(
      /^The local engine could not draft claims from this description: /,
    );
  });

  it('says plainly that the abstract could not be drafted when the engine returns none', async () => {
    const sut = await new DraftingService(provider([], '')).abstract('Mixture', 'A mixture of things.');
    expect(sut.findings[0]).toMatchObject({ code: 'NOT_DRAFTED', severity: 'error' });
    expect(sut.findings[0].message).toMatch(/could not draft an abstract from this description/);
  });

  it('labels a drafted abstract as sentences the local engine extracted from the description', async () => {
    const sut = await new DraftingService(provider([], 'A pump moves coolant.')).abstract(
      'Pump',
      'A pump moves coolant.',
    );
    expect(sut.label).toBe(
      "Draft abstract (local engine): sentences extracted from the description's own text, review before filing",
    );
  });

  it('says which engine drafted the claims, that they start from the description, and what it left out', async () => {
    const description =
      'A kit 10 has a brush 12. The brush 12 is blue. A sponge 14 is yellow. The sponge 14 is soft. A bucket 16 holds water. The bucket 16 is large.';
    const sut = await new DraftingService(provider(['A method comprising: holding water.'], '')).claims(
      description,
      [],
      'Cleaning kit',
    );
    // The issue's own words (issue 24), not a longer paraphrase of them.
    expect(sut.label).toBe('Draft claim skeleton (local engine): review before filing');
    expect(sut.findings[0]).toMatchObject({ code: 'UNRELATED_ELEMENT', severity: 'info', claim: 0 });
  });

  // Was US7644137, which the local engine now drafts (issue 24 attorney review, 3.3): its acts share what they act on.
  it('gives the acts it found as the reason, never "no act", when it drafts no claim (US7314687)', async () => {
    const g = loadGrants(patentDataDir()).find((x) => x.number === '7314687')!;
    const sut = await new DraftingService(provider([], '')).claims(g.description, [], g.title);
    expect(sut.findings[0].code).toBe('NOT_DRAFTED');
    expect(sut.findings[0].message).not.toMatch(/\bno act\b/);
    expect(sut.findings[0].message).toMatch(
      /no method claim, as the acts the description states \("producing/,
    );
  });
});
