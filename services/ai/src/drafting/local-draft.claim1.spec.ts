import { describe as suite, expect, it } from 'vitest';
import { describe } from './description-facts.js';
import { cleanDraft as draft, grantOf as grant } from '../../test/support/drafted-grants.js';
import { oneNameANumeral } from './reference-numerals.js';

// Issue 24: claim 1 that carries the invention's core parts, drafted from each real grant's title and description
// alone (the product's text of it).
const facts = (n: string) => {
  const g = grant(n);
  return describe(g.description, g.title);
};

suite('one drawn part given two names joined by a slash', () => {
  it('reads "retention members/fasteners 30" as one part, named by its first name', () => {
    expect(
      oneNameANumeral(
        'a port includes three spaced retention members/fasteners 30, each carried by a pin 32. Each fastener 30 turns; fasteners 30 pierce. A retention member is attached.',
      ),
    ).toBe(
      'a port includes three spaced retention members 30, each carried by a pin 32. Each retention member 30 turns; retention members 30 pierce. A retention member is attached.',
    );
    // Alternatives and units are no two names: "and/or 3", "mg/kg 1".
    expect(oneNameANumeral('a fuse and/or 3 relays; 5 mg/kg 1 day')).toBe(
      'a fuse and/or 3 relays; 5 mg/kg 1 day',
    );
  });

  // "injection port 18 includes three integral rotatable circumferentially spaced retention members/fasteners 30";
  // "At least one retention member is integrally attached to the housing": claim 1 had a fastener support, no
  // retention member.
  it('claims the retention member attached to the housing (US7862546)', () => {
    const f = facts('7862546');
    expect(f.relations.map((r) => `${r.a} ${r.how} ${r.b.id}`)).toContain(
      'retention member integrally attached to housing',
    );
    expect(f.parts.find((p) => p.id === 'fastener')?.numbered ?? 0).toBeLessThan(
      f.parts.find((p) => p.id === 'retention member')!.numbered,
    );
    expect(draft('7862546')[0]).toMatch(
      /^1\. A subcutaneous self attaching injection port comprising: .*\ba retention member integrally attached to the housing\b/,
    );
  });
});

suite('parts of one name told apart by opposite qualifiers', () => {
  // "a high pressure switch 28, and a low pressure switch 30" were one "pressure switch": claim 1 was a method of
  // "energizing a relay", no apparatus.
  it('reads the high and the low pressure switch as two parts and claims the relay (US7861545)', () => {
    const ids = new Set(facts('7861545').parts.map((p) => p.id));
    expect(ids).toContain('high pressure switch');
    expect(ids).toContain('low pressure switch');
    const claims = draft('7861545');
    expect(claims[0]).toMatch(/^1\. An air conditioning cut-out circuit comprising: a relay\b/);
    expect(claims[0]).toMatch(/\bpressure switch connected to the relay\b/);
  });
});

suite('a drawn part named by the modifier it is introduced with', () => {
  // "The indicating device 10 includes a generally planar annular body 20", "the annular body has a first face 76":
  // claim 1 said "a body".
  it('claims "an annular body" (US7640884)', () => {
    expect(draft('7640884')[0]).toMatch(
      /^1\. A firehose coupling exit indicator comprising: an annular body; a finger extending from the annular body\b/,
    );
  });
});
