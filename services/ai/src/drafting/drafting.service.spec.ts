import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
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

  it('says which engine drafted the claims, that they start from the description, and what it left out', async () => {
    const description =
      'A kit 10 has a brush 12. The brush 12 is blue. A sponge 14 is yellow. The sponge 14 is soft. A bucket 16 holds water. The bucket 16 is large.';
    const sut = await new DraftingService(provider(['A method comprising: holding water.'], '')).claims(
      description,
      [],
      'Cleaning kit',
    );
    expect(sut.label).toMatch(/local rule-based engine.*starting point drafted from the description/);
    expect(sut.findings[0]).toMatchObject({ code: 'UNRELATED_ELEMENT', severity: 'info', claim: 0 });
  });

  it('gives the acts it found as the reason, never "no act", when it drafts no claim (US7644137, issue 24)', async () => {
    const g = readGrantSlice(
      path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg100105.small.xml'),
    ).find((x) => x.number === '7644137')!;
    const sut = await new DraftingService(provider([], '')).claims(g.description, [], g.title);
    expect(sut.findings[0].code).toBe('NOT_DRAFTED');
    expect(sut.findings[0].message).not.toMatch(/\bno act\b/);
    expect(sut.findings[0].message).toMatch(
      /no method claim, as the acts the description states \("determining/,
    );
  });
});
