import { describe as suite, expect, it } from 'vitest';
import { describe } from './description-facts.js';

suite('describe (acts)', () => {
  it('reads no act from a word the description uses only before a noun ("connected to worm gear 50")', () => {
    const text =
      'A cooking device 10 comprises a motor 66 and a worm gear 50. A shaft 60 of the motor 66 is connected to worm ' +
      'gear 50. The motor 66 rotates the worm gear 50 about its axis 70. The worm gear 50 mates with a sprocket 54. ' +
      'A fastener 130 secures the sprocket 54 to a base portion 14.';
    const verbs = describe(text, 'Cooking device').acts.map((a) => a.verb);
    expect(verbs).not.toContain('worm');
    expect(verbs).toEqual(expect.arrayContaining(['rotate', 'secure']));
  });

  it('keeps an infinitive the description also writes as a verb elsewhere ("to sort packets", "sorts the packets")', () => {
    const text =
      'A router 10 comprises a processor 12 and a memory 14. The processor 12 is able to sort packets 20 by address. ' +
      'The processor 12 then sorts the packets 20 into a queue 16. The memory 14 is coupled to the processor 12.';
    const acts = describe(text, 'Router').acts.filter((a) => a.verb === 'sort');
    expect(acts.length).toBe(2);
  });

  it('keeps a verb before a bare drawn part when the description never uses the word as a noun ("to expose lid 420")', () => {
    const text =
      'A washer 10 comprises a housing 22 and a chamber 30. An access panel 24 on the housing 22 is moved to an open ' +
      'position to expose lid 420 of the chamber 30. The chamber 30 has a lid 420 hinged to the housing 22.';
    expect(describe(text, 'Washer').acts.map((a) => `${a.verb} ${a.object.phrase}`)).toContain('expose lid');
  });

  it('keeps an infinitive before an article though the description writes the verb only once ("to heat the plate")', () => {
    const text =
      'A warmer 10 comprises a heater 12 and a plate 14. The heater 12 is mounted under the plate 14 so as to heat the ' +
      'plate 14. A switch 16 is connected to the heater 12.';
    expect(describe(text, 'Warmer').acts.map((a) => a.verb)).toContain('heat');
  });

  it('returns relations that keep ordinals in part identity ("first leg" and "second leg" are two parts)', () => {
    const text =
      'A stand 10 comprises a first leg 20 and a second leg 32. A bracket 46 is attached to the second leg 32. A ' +
      'motor 66 is mounted on the first leg 20. The leg 20 supports a spit 16.';
    const facts = describe(text, 'Stand');
    const target = (a: string) => facts.relations.find((r) => r.a === a && r.kind === 'connect')?.b.id;
    expect(target('bracket')).toBe('second leg');
    expect(target('motor')).toBe('first leg');
    // "the leg 20" is the first leg by its reference numeral.
    expect(facts.relations.find((r) => r.kind === 'act' && r.how === 'support')?.a).toBe('first leg');
  });

  it('relates a part to the drawn part whose drawn part it names ("the ring land 10 of the brake disk hub 6")', () => {
    // US7472777, briefly: the subject's verb after its owner, and a relation reaching its target's owner.
    const text =
      'A brake disk 2 comprises a friction ring 4 and a brake disk hub 6. The ring land 8 of the friction ring 4 ' +
      'has a slot 34. A nut 30 is tightened against the ring land 10 of the brake disk hub 6.';
    const facts = describe(text, 'Brake disk');
    const targets = (a: string) => facts.relations.filter((r) => r.a === a).map((r) => `${r.how} ${r.b.id}`);
    expect(targets('ring land')).toEqual([' slot']);
    expect(targets('nut')).toEqual(['tightened against ring land', 'tightened against disk hub']);
  });
});
