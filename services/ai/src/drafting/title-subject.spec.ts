import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { describe as facts } from './description-facts.js';
import { localClaimSet } from './local-draft.js';
import { titleComponents, titledParts } from './title-subject.js';

describe(titleComponents.name, () => {
  it.each([
    ['Brake disk comprising a friction ring and a brake disk pot', ['friction ring', 'brake disk pot']],
    ['Lamp with a reflector and a socket for vehicles', ['reflector', 'socket']],
    [
      'Storage device having slider with sacrificial extension aligned with channel on opposite surface',
      ['slider', 'sacrificial extension', 'channel'],
    ],
    ['Travel mug', []],
  ])('returns the parts "%s" says its subject has', (title, parts) =>
    expect(titleComponents(title)).toEqual(parts),
  );
});

describe(titledParts.name, () => {
  it('returns the description parts a title names, the plural and a longer name alike, none it lacks', () => {
    const parts = [
      { id: 'ring', phrase: 'friction ring' },
      { id: 'hub', phrase: 'brake disk hub' },
    ];
    expect(titledParts('Brake disk comprising friction rings and a brake disk pot', parts)).toEqual([
      parts[0],
    ]);
  });
});

describe('claim 1 of a title naming the subject parts', () => {
  it('claims the friction ring the title names and the parts the description ties to it (US7472777)', () => {
    const grant = readGrantSlice(
      path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg090106.small.xml'),
    ).find((g) => g.number === '7472777')!;
    const claims = localClaimSet(grant.title, grant.description);
    // "brake disk pot" is no word of the description (it says "brake disk hub"): only the friction ring can be claimed.
    expect(claims[0]).toMatch(/^1\. A brake disk comprising: .*\ba friction ring\b/);
    // The support ring is tied to the friction ring through the friction ring's ring land, said once (issue 24); the
    // friction ring is attached to the hub the issued claim 1 names.
    expect(claims[0]).toMatch(
      /\ba friction ring (?:attached to the brake disk hub, )?comprising a ring land\b.*\bcompressed against the ring land\b/,
    );
    expect(claims.join(' ')).not.toMatch(/\bpot\b/);
  });

  it('reads "features" as having and a part of a drawn part ("the ring land 8 of the friction ring 4") as its place', () => {
    const text =
      'A brake disk 2 includes a friction ring 4 and a hub 6. The friction ring 4 has a ring land 8. The connecting ' +
      'pin 20 features a thread 26. A nut 24 is tightened against the ring land 8 of the friction ring 4. A support ' +
      'ring 18 is compressed against the ring land 8 of the friction ring 4. The support ring 18 has a recess 22. ' +
      'The connecting pin 20 extends through ' +
      'the recess 22 of the support ring 18.';
    const said = facts(text, 'Brake disk').relations.map((r) =>
      `${r.a} ${r.kind} ${r.how} ${r.b.id}`.replace(/\s+/g, ' '),
    );
    expect(said).toEqual(
      expect.arrayContaining([
        'pin has thread',
        'nut connect tightened against friction ring',
        'support ring connect compressed against friction ring',
        'pin connect extending through support ring',
      ]),
    );
    expect(facts(text, 'Brake disk').acts.map((a) => a.verb)).not.toContain('feature');
  });

  it('reads a part named once with another name for its numeral as that part ("halt-cylinder shell 12")', () => {
    const text =
      'A first half-cylinder shell 11 and a second half-cylinder shell 12 are joined. A collar 20 is arranged on the ' +
      'second half-cylinder shell 12. A lining 22 is provided on the second half-cylinder shell 12. An abutment ' +
      'collar 18 is formed on the second halt-cylinder shell 12.';
    const ids = facts(text, 'Cork extractor').relations.map((r) => r.b.id);
    expect(ids).not.toContain('second halt-cylinder shell');
    expect(ids.filter((id) => id === 'second half-cylinder shell')).toHaveLength(3);
  });

  it('claims no part of what a tool is for, named in the plural ("Cork extractor for corks of bottles")', () => {
    const text =
      'A cork extractor 10 has a shell 12 and a collar 20. The collar 20 is arranged on the shell 12. The cork 30 is ' +
      'guided along the shell 12. A lever 40 is mounted on the shell 12. The cork 30 is pulled out.';
    const claims = localClaimSet('Cork extractor for corks of bottles of champagne', text).join(' ');
    expect(claims).toMatch(/\ba collar arranged on the shell\b/);
    expect(claims).not.toMatch(/\bcork guided\b/);
  });
});
