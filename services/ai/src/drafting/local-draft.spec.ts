import { describe, expect, it } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { checkAbstract } from './abstract-checker.js';
import { definiteNps, introducedHeads } from './antecedent.js';
import { checkClaimSet } from './claim-checker.js';
import { key } from './claim-nlp.js';
import { words } from '../engine/text.js';
import { localAbstractText, localClaimDraft, localClaimSet } from './local-draft.js';

// Every 8th utility grant with a full description: mechanical, chemical, electrical and software patents alike.
const grants = loadGrants(patentDataDir())
  .filter((g) => g.applType === 'utility' && g.description.length > 2000)
  .filter((_, i) => i % 8 === 0);
// Every 4th: enough descriptions that at least 20 get a claim set although some are declined with a note.
const wider = loadGrants(patentDataDir())
  .filter((g) => g.applType === 'utility' && g.description.length > 2000)
  .filter((_, i) => i % 4 === 0);
const descriptionWords = (d: string) =>
  new Set([...d.toLowerCase().matchAll(/[a-z][a-z-]*/g)].flatMap((m) => [m[0], ...m[0].split('-')]).map(key));

describe(localClaimSet.name, () => {
  it('never relates a part to itself or to a part of its own name ("a first leg secured to the first leg")', () => {
    // Two drawn parts of one name (first leg 20, first leg 32) joined to each other: a claim cannot tell them apart.
    const description =
      'A cooking stand 10 according to the invention comprises a frame 12 and a spit 16. The frame 12 comprises a first ' +
      'leg 20 and a first leg 32. First leg 20 is secured to first leg 32 by a fastener 96. A motor 66 is mounted on ' +
      'the frame 12. The spit 16 is supported on the frame 12. The motor 66 rotates the spit 16. A bracket 46 is ' +
      'attached to the first leg 20. The first leg 32 supports the spit 16.';
    const claims = localClaimSet('Cooking stand', description);
    expect(claims.length).toBeGreaterThan(0);
    const text = claims.join(' ');
    expect(text).not.toMatch(/\bfirst leg secured to the first leg\b/);
    expect(text).not.toMatch(/\b(?:an?|the) first leg to the first leg\b/);
    expect(checkClaimSet(claims).findings.filter((f) => f.code === 'SELF_REFERENCE')).toEqual([]);
    // The parts that are related to others are still claimed.
    expect(text).toMatch(/a bracket attached to the first leg/);
  });

  it('relates no part to itself in any claim drafted from the real descriptions', () => {
    for (const g of grants) {
      const claims = localClaimSet(g.title, g.description);
      const self = checkClaimSet(claims).findings.filter((f) => f.code === 'SELF_REFERENCE');
      expect(self, `${g.number}: ${claims.join(' ')}`).toEqual([]);
    }
  }, 60_000);

  it('drafts, for at least 20 real descriptions, claims with no error and no antecedent warning from the checker', () => {
    expect(wider.length).toBeGreaterThanOrEqual(40);
    let drafted = 0;
    for (const g of wider) {
      const claims = localClaimSet(g.title, g.description);
      // A description naming neither parts nor acts (a list of chemical compounds) is declined, never padded.
      if (claims.length === 0) continue;
      drafted++;
      // Fewer than three claims only with a note saying which parts the description gives no relationship: bare
      // parts are never padded in as "further comprising a …" claims (issue 24 review).
      if (claims.length < 3) expect(localClaimDraft(g.title, g.description).notes, g.number).not.toEqual([]);
      const bad = checkClaimSet(claims).findings.filter(
        (f) => f.severity === 'error' || f.code === 'ANTECEDENT_BASIS',
      );
      expect(bad, `${g.number}: ${claims.join(' ')}`).toEqual([]);
    }
    // Issue 24: at least 20 real descriptions drafted with no error and no antecedent warning. Method claims of
    // unrelated steps are declined with a note since the attorney review (3.1), so every 4th grant is drafted here.
    expect(drafted).toBeGreaterThanOrEqual(20);
  }, 60_000);

  it('uses only nouns of the description for every element, whole words, and numbers claims once', () => {
    for (const g of grants) {
      const vocabulary = descriptionWords(g.description);
      const claims = localClaimSet(g.title, g.description);
      claims.forEach((c, i) => expect(c.startsWith(`${i + 1}. `) && !/^\d+\.\s+\d+\./.test(c)).toBe(true));
      for (const c of claims) {
        // The elements: what follows the transition ("comprising:"), or "further comprising …" in a dependent claim.
        const body = c.replace(/^[\s\S]*?comprising:?\s*/, '');
        for (const head of introducedHeads(body, 'wink'))
          expect(vocabulary.has(head), `${g.number}: "${head}" in ${c}`).toBe(true);
        for (const np of definiteNps(body, 'wink'))
          expect(vocabulary.has(np.head), `${g.number}: ${np.phrase}`).toBe(true);
        expect(c, g.number).toMatch(/[a-z)]\.$/);
        // No step made of an ordinal or a position word the tagger read as a verb ("seconding a fluid inlet line").
        expect(c, g.number).not.toMatch(/\b(?:first|second|third|front|rear|top|bottom|upper|lower)ing\b/);
        expect(c, g.number).not.toMatch(/\bproviding\b/);
      }
    }
  }, 60_000);

  it('writes a method claim of gerund steps and an apparatus claim whose elements are introduced with a/an', () => {
    const description =
      'A travel mug 10 has a body 12 and a lid 14 mounted on the body 12. A heater 16 is disposed in the body 12. The heater 16 is connected to a battery 18. ' +
      'The lid 14 has a valve 20. The battery 18 is charged through a port 22 in the body 12. The valve 20 closes when the lid 14 is removed.';
    const claims = localClaimSet('Heated travel mug', description);
    // "The lid 14 has a valve 20": what a drawn part has is claimed inside it (issue 24 review of US7473056).
    expect(claims[0]).toMatch(
      /^1\. A heated travel mug comprising: a body; a lid mounted on the body, comprising a valve;/,
    );
    // The method of making recites the description's own joining acts, never "providing a …" (issue 24).
    expect(claims).toContain(
      '2. A method of making a heated travel mug, the method comprising: mounting a lid on a body; disposing a heater in the body; and connecting the heater to a battery.',
    );
    expect(claims.join(' ')).not.toMatch(/\bproviding\b/);
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('writes a lens as one lens and lenses as a plurality of lenses, and states no act a "by" state describes', () => {
    const camera =
      'A camera module 10 has a housing 12 and a lens 14 mounted in the housing 12. The lens 14 focuses light onto an image sensor 16. ' +
      'The image sensor 16 is mounted on a circuit board 18 attached to the housing 12. The lens 14 is held by a lens holder 24.';
    const one = localClaimSet('Camera module', camera);
    expect(one[0]).toContain('a lens mounted in the housing and held by the lens holder');
    expect(one.join(' ')).not.toMatch(/plurality of lens\b|\bholding\b/);
    // "lens holder" would show the singular: the plural case holds the lenses with a bracket.
    const many = localClaimSet(
      'Camera module',
      'A camera module 10 has a housing 12 and lenses 14 mounted in the housing 12. The lenses 14 focus light onto an image sensor 16. ' +
        'The image sensor 16 is mounted on a circuit board 18 attached to the housing 12. The lenses 14 are held by a bracket 24.',
    );
    expect(many.join(' ')).toMatch(/a plurality of lenses mounted in the housing/);
    expect(checkClaimSet(many).findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('adds a computer-readable-medium claim when the description is software', () => {
    const description =
      'A server 10 receives a request 12 from a client device 14 over a network 16. The server 10 stores the request 12 in a database 18. ' +
      'The server 10 generates a token 20 for the client device 14. A processor 22 of the server 10 executes instructions of an application 24. The server 10 transmits the token 20 to the client device 14.';
    const claims = localClaimSet('Token server', description);
    expect(claims.some((c) => /A non-transitory computer-readable medium storing instructions/.test(c))).toBe(
      true,
    );
    expect(claims.some((c) => /A method comprising: receiving a request; storing/.test(c))).toBe(false);
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });
});

const FRAUD =
  'A fraud detection system 100 includes a transaction server 110, a scoring engine 120 and a rules database 130. ' +
  'The transaction server 110 receives an authorization request from a merchant terminal 140. The authorization request includes a card number, a merchant identifier and a transaction amount. ' +
  'The scoring engine 120 is connected to the transaction server 110. The scoring engine 120 compares the card number with a stored card profile and computes a risk score for the authorization request. ' +
  'The scoring engine 120 retrieves a fraud rule from the rules database 130. When the risk score exceeds a threshold, the transaction server 110 declines the authorization request. ' +
  'The scoring engine 120 is implemented as software instructions executed by a processor of the transaction server 110.';
const CRM =
  'A customer relationship management application includes a contact module, a campaign module and a reporting module. ' +
  'The contact module stores a contact record for each customer. The campaign module selects a contact record from the contact module and sends a campaign message to the customer. ' +
  'The reporting module generates a report of the campaign responses.';

describe('local drafting of software', () => {
  it('claims functional units with what they do, and data items only as what is acted on', () => {
    const claims = localClaimSet('Fraud detection system', FRAUD);
    expect(claims[0]).toMatch(
      /^1\. A fraud detection system comprising: a transaction server configured to receive/,
    );
    expect(claims[0]).toMatch(
      /a scoring engine connected to the transaction server and configured to compare a card number with a stored card profile/,
    );
    // Never "comprising: a card number; a merchant identifier" (data as apparatus parts).
    expect(claims.join(' ')).not.toMatch(
      /(?:comprising:|;)\s+an? (?:card number|merchant identifier|transaction amount)[;.]/,
    );
    expect(
      claims.some((c) =>
        /A method of operating a fraud detection system, the method comprising: receiving an authorization request/.test(
          c,
        ),
      ),
    ).toBe(true);
    expect(claims.some((c) => /executed by a processor, cause the processor/.test(c))).toBe(true);
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('adds no processor the description does not name, and gives each of several modules its own act', () => {
    const claims = localClaimSet('Customer relationship management application', CRM);
    expect(claims.join(' ')).not.toMatch(/processor|computer-readable/);
    expect(claims[0]).toMatch(/a contact module configured to store a contact record/);
    expect(claims[0]).toMatch(
      /a campaign module configured to select the contact record from the contact module/,
    );
    expect(
      claims.some((c) =>
        /^\d+\. A method of operating an application, the method comprising: storing a contact record/.test(
          c,
        ),
      ),
    ).toBe(true);
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });
});

describe(localAbstractText.name, () => {
  it('writes, for real descriptions, an abstract that passes every abstract check (complete, ≤150 words, one paragraph)', () => {
    for (const g of grants) {
      const abstract = localAbstractText(g.title, g.description);
      expect(checkAbstract(abstract), `${g.number}: ${abstract}`).toEqual([]);
    }
  }, 60_000);
});

const COATING_TITLE = 'Low-VOC waterborne wood coating composition';
const COATING =
  'A waterborne wood coating composition with a low content of volatile organic compounds is provided. The composition comprises from 20 to 40 % by weight of an acrylic binder, from 1 to 5 % by weight of a coalescing agent, from 0.1 to 2 % by weight of a defoamer, from 0.5 to 3 % by weight of a thickener and water as the balance. ' +
  'The acrylic binder is a self-crosslinking acrylic emulsion having a glass transition temperature of 10 to 30 °C. The coating dries to the touch within 30 minutes at room temperature. The composition has a VOC content below 50 g/L and forms a clear film on oak and pine panels.';
const DOOR_CLOSER =
  'A door closer 10 comprises a housing 12 mounted on a door frame 14, a piston 16 slidably received in the housing 12, a spring 18 biasing the piston 16, and an arm 20 connected to the piston 16. The arm 20 is attached to a door 22. ' +
  'When the door 22 is opened, the arm 20 moves the piston 16 and compresses the spring 18. The spring 18 then returns the piston 16 and closes the door 22. A valve 24 in the housing 12 controls the flow of oil.';

describe('local drafting of compositions and connected parts', () => {
  it('claims a composition by its ingredients and amounts, never as "a system"', () => {
    const claims = localClaimSet(COATING_TITLE, COATING);
    expect(claims[0]).toMatch(
      /^1\. A composition comprising: from 20 to 40 % by weight of an acrylic binder; from 1 to 5 % by weight of a coalescing agent; from 0\.1 to 2 % by weight of a defoamer; .*and water as the balance\.$/,
    );
    expect(claims.join(' ')).not.toMatch(/\bsystem\b/);
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
    const alloy = localClaimSet(
      'Aluminium alloy',
      'The alloy contains 4 to 5 % by weight of copper and 0.5 to 1 % by weight of magnesium, the balance being aluminium.',
    );
    expect(alloy).toEqual([
      '1. An alloy comprising: 4 to 5 % by weight of copper; 0.5 to 1 % by weight of magnesium; and aluminium as the balance.',
    ]);
  });

  it('writes a composition abstract of the description\'s own sentences, not "A system is described."', () => {
    const abstract = localAbstractText(COATING_TITLE, COATING);
    expect(abstract).not.toMatch(/system|is described/);
    expect(words(abstract).length).toBeGreaterThanOrEqual(20);
    expect(checkAbstract(abstract)).toEqual([]);
  });

  it('attaches a connection to the element of its own clause and claims the mounting surroundings as a target', () => {
    const claims = localClaimSet('Door closer', DOOR_CLOSER);
    expect(claims[0]).toMatch(/a piston slidably received in the housing/);
    expect(claims[0]).toMatch(/a housing configured to be mounted on a door frame/);
    expect(claims.join(' ')).not.toMatch(
      /door frame received|: a door frame|; a door frame|comprising: a door;/,
    );
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(localAbstractText('Door closer', DOOR_CLOSER)).not.toMatch(/\ba door frame\b|, a door,/);
  });
});

/** Claim 1's elements, each with whether it names another element ("the data bus") or another names it. */
const elementLinks = (claim: string) => {
  const elements = claim
    .replace(/^[\s\S]*?comprising:\s*/, '')
    .split(/;\s*(?:and\s+)?/)
    .map((e) => e.replace(/\.$/, ''));
  const phrase = (e: string) =>
    /^(?:a plurality of|an?)\s+(.+?)(?=\s+(?:configured|coupled|connected|mounted|disposed|attached|comprising|provided|secured|received|arranged|positioned|located|and)\b|$)/.exec(
      e,
    )?.[1] ?? e;
  return elements.map((e, i) => ({
    element: e,
    linked: elements.some(
      (o, j) => j !== i && (o.includes(`the ${phrase(e)}`) || e.includes(`the ${phrase(o)}`)),
    ),
  }));
};

describe('connected claims from a real description (US10000000, coherent ladar)', () => {
  const ladar = loadGrants(patentDataDir()).find((g) => g.number.includes('10000000'))!;

  it('claims only parts the description relates to one another, and says which parts it left out', () => {
    const { claims, notes } = localClaimDraft(ladar.title, ladar.description);
    expect(claims[0]).toMatch(/^1\. A coherent LADAR comprising: /);
    const links = elementLinks(claims[0]);
    expect(links.length, claims[0]).toBeGreaterThanOrEqual(2);
    expect(links.filter((l) => !l.linked).map((l) => l.element)).toEqual([]);
    // The target the ladar illuminates is no part of it; no medium claim without software or instructions.
    expect(claims[0]).not.toMatch(/\btarget\b/);
    expect(claims.join(' ')).not.toMatch(/computer-readable/);
    // The note names the best-ranked parts left out: "processor/computer 310" is one drawn processor now (issue 24),
    // which ranks it above the target, no part of the ladar, named there before.
    expect(notes.join(' ')).toMatch(/Left out of claim 1: .*"optical detector"/);
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('writes no apparatus claim when the description relates none of its parts, and says so', () => {
    const description =
      'A kit 10 has a brush 12. The brush 12 is blue. A sponge 14 is yellow. The sponge 14 is soft. A bucket 16 holds water. The bucket 16 is large.';
    const { claims, notes } = localClaimDraft('Cleaning kit', description);
    expect(claims.join(' ')).not.toMatch(/comprising: a brush; a sponge/);
    expect(notes.join(' ')).toMatch(/No apparatus claim|Left out of claim 1/);
  });
});

// The attorney review of issue 24: an invention description written for the review (not a patent text).
const PILL =
  "The invention relates to a smart pill dispenser for elderly patients living at home. A housing contains a rotatable carousel having a plurality of compartments, each compartment holding one dose of medication. A stepper motor is coupled to the carousel and rotates the carousel so that a selected compartment is aligned with a dispensing opening formed in a bottom wall of the housing. A controller, such as a microcontroller, stores a dosing schedule received from a caregiver's mobile device over a wireless transceiver. At each scheduled dose time, the controller activates the stepper motor to align the next compartment with the dispensing opening and sounds an audible alarm through a speaker.\n\n" +
  'An infrared break-beam sensor is mounted adjacent the dispensing opening. The sensor includes an emitter on one side of a chute and a receiver on the opposite side, so that a pill falling through the chute interrupts the beam. The controller determines from the sensor signal whether the dose actually left the compartment.\n\n' +
  'The housing also has a lockable lid, and a solenoid lock controlled by the controller prevents the lid from being opened except when a caregiver enters a code on the mobile device. In some embodiments a camera images each compartment when the carousel is refilled, and the controller compares the image with stored pill images to confirm that the correct medication was loaded.';

describe('local drafting after the issue 24 review', () => {
  const grant = (n: string) => loadGrants(patentDataDir()).find((g) => g.number === n);

  it('never claims a person as an element and ties claim 1 parts by the relations the description gives', () => {
    const { claims } = localClaimDraft('Smart pill dispenser with dose confirmation', PILL);
    expect(claims.join(' ')).not.toMatch(/\b(?:caregiver|patient|user)s?\b(?! ?'s)/);
    // "A stepper motor is coupled to the carousel": the relation is in claim 1, not a bare part.
    expect(claims[0]).toMatch(/a stepper motor coupled to the carousel/);
  });

  it("claims the parts the summary relates (US10000000: the bus coupled to the detector elements' outputs)", () => {
    const g = grant('10000000')!;
    const [first] = localClaimDraft(g.title, g.description).claims;
    expect(first).toMatch(/a data bus coupled to the detector elements/);
  });

  it('keeps compound nouns whole and writes no duplicate claim (US8089085)', () => {
    const g = grant('8089085');
    expect(g, 'US8089085 in the data').toBeDefined();
    const { claims } = localClaimDraft(g!.title, g!.description);
    const bodies = claims.map((c) => c.replace(/^\d+\.\s*/, ''));
    expect(new Set(bodies).size).toBe(bodies.length);
    expect(claims.join(' ')).not.toMatch(/\b(?:to|in|on) heat\b/);
    expect(claims.join(' ')).toMatch(/\bthe heat sink base\b/);
  });

  it('never says a part is left out of claim 1 that a dependent claim then adds', () => {
    for (const [title, description] of [
      ['Pill dispenser', PILL],
      [grant('8089085')!.title, grant('8089085')!.description],
    ]) {
      const { claims, notes } = localClaimDraft(title, description);
      const leftOut = notes.find((n) => n.startsWith('Left out of claim 1:')) ?? '';
      for (const m of leftOut.split(': the description')[0].matchAll(/"([^"]+)"/g))
        expect(claims.slice(1).join(' '), `${title}: ${m[1]}`).not.toMatch(new RegExp(`\\ban? ${m[1]}\\b`));
    }
  });

  it('writes a method claim only with a purpose and steps on one subject, else says why (US11646472)', () => {
    const pill = localClaimDraft('Smart pill dispenser with dose confirmation', PILL).claims;
    for (const c of pill.filter((x) => /^\d+\. A method\b/.test(x)))
      expect(c).toMatch(/^\d+\. A method of [a-z ]+, the method comprising: /);
    const g = grant('11646472');
    expect(g, 'US11646472 in the data').toBeDefined();
    const { claims, notes } = localClaimDraft(g!.title, g!.description);
    expect(claims.join(' ')).not.toMatch(/A method comprising: /);
    if (!claims.some((c) => /\bA method of\b/.test(c)))
      expect(notes.join(' ')).toMatch(/\bNo method claim: /);
  });

  it('returns a claim 1 with the air pressure sensor fitted to a claimed part when the title names a detection device (US6838984)', () => {
    const g = grant('6838984')!;
    expect(g, 'US6838984 in the data').toBeDefined();
    const [first] = localClaimDraft(g.title, g.description).claims;
    // The attorney review: "a front fork …; a swing arm …; a wheel …" and no sensor.
    expect(first).toMatch(
      /an air pressure sensor (?:fitted|mounted|connected|located) (?:to|on|in|inside) the /,
    );
    expect(first).not.toMatch(/front fork|swing arm/);
  });

  it("returns a note naming the title's part when claim 1 cannot relate it to the other parts", () => {
    const description =
      'A smoke detection device 10 comprises a housing 12 and a base 14. The housing 12 is mounted on the base 14. A ' +
      'smoke sensor 20 is shown in FIG. 2. The smoke sensor 20 is sensitive. The smoke sensor 20 is small.';
    const { claims, notes } = localClaimDraft('Smoke detection device', description);
    expect(claims.join(' ')).not.toMatch(/smoke sensor/);
    expect(notes.join(' ')).toMatch(/Not in claim 1: "smoke sensor"/);
  });

  it('returns method steps naming the preamble\'s device as "the …" when a step acts on it (US6981920, US6981484)', () => {
    for (const [number, subject] of [
      ['6981920', 'magic trick device'],
      ['6981484', 'internal combustion engine'],
    ]) {
      const g = grant(number)!;
      expect(g, `US${number} in the data`).toBeDefined();
      const method = localClaimSet(g.title, g.description).find((c) =>
        new RegExp(`method of operating an? ${subject}`).test(c),
      );
      expect(method, number).toBeDefined();
      // The preamble gives antecedent: no second "a device"/"an engine" in its steps.
      const head = subject.split(' ').pop()!;
      expect(method!.split('comprising:')[1], number).not.toMatch(
        new RegExp(`\\ban? (?:[a-z-]+ ){0,2}${head}\\b`),
      );
      // Where a step acts on the device itself (US6981920's "pulling the magic trick device into …"); US6981484's
      // "controlling the internal combustion engine" shared nothing with its other step and is no longer drafted
      // (issue 24 attorney review, 3.1).
      if (number === '6981920')
        expect(method!.split('comprising:')[1], number).toMatch(new RegExp(`\\bthe ${subject}\\b`));
    }
  });

  it('returns a part claimed inside another with its tie to a part claim 1 named (US7315291)', () => {
    const g = grant('7315291')!;
    expect(g, 'US7315291 in the data').toBeDefined();
    const [first] = localClaimDraft(g.title, g.description).claims;
    // Not "a first panel comprising a first display; a second panel comprising a second display" side by side.
    expect(first).toMatch(/comprising a second display connected to the first display/);
  });

  it('extends existing claims only with parts related to an element they claim', () => {
    const { claims, notes } = localClaimDraft('Pill dispenser', PILL, [
      '1. A pill dispenser comprising a housing and a carousel rotatably mounted in the housing.',
      '2. The pill dispenser of claim 1, wherein the carousel has compartments.',
    ]);
    for (const c of claims.slice(2))
      expect(c).toMatch(/further comprising an? [a-z ]+ \w+ (?:\w+ )?the (?:housing|carousel)/);
    expect(claims.slice(2).join(' ')).toMatch(/a stepper motor coupled to the carousel/);
    expect(notes.join(' ')).toMatch(/Not added: /);
    // "compartments" are claimed already: not named as a part left out.
    expect(notes.join(' ')).not.toMatch(/"compartment"/);
  });
});
