import { describe, expect, it } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir, strip } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';
import { gerund } from './description-facts.js';
import { describedSubject, describedWords, localClaimSet, subjectFromTitle } from './local-draft.js';

// Words of the drafted claims outside the bench sample (issue 24): each cause found on all descriptions, by rule.
describe('verb and noun inflection of drafted words', () => {
  it('keeps a lemma that is already a gerund ("tensioning"), and forms the gerund of verbs in "-ing"', () => {
    expect(gerund('tensioning')).toBe('tensioning');
    expect(gerund('positioning', 'the positioning of the arm')).toBe('positioning');
    expect(gerund('bring')).toBe('bringing');
    expect(gerund('string')).toBe('stringing');
    expect(gerund('tension')).toBe('tensioning');
  });

  it('claims a plural title head in the singular ("patches" → "patch", not "patche")', () => {
    expect(subjectFromTitle('Wireless physiological sensor patches and systems')).toEqual({
      phrase: 'wireless physiological sensor patch',
      head: 'patch',
    });
    expect(subjectFromTitle('Optical lenses').phrase).toBe('optical lens');
    expect(subjectFromTitle('Glass').phrase).toBe('glass');
    expect(subjectFromTitle('Enhancing tonal characteristics').phrase).toBe('enhancing tonal characteristic');
  });

  it('keeps the head of a singular in "-s" whole ("apparatus", "lens", "glass"), never "apparatu"', () => {
    expect(subjectFromTitle('Microbial deactivation apparatus').head).toBe('apparatus');
    expect(subjectFromTitle('Optical lenses').head).toBe('lens');
    expect(subjectFromTitle('Glass').head).toBe('glass');
    const text = 'The deactivation apparatus includes a tray. The apparatus holds the tray.';
    expect(describedSubject({ phrase: 'deactivation apparatus', head: 'apparatus' }, text).head).toBe(
      'apparatus',
    );
  });

  it('takes no listed "method" for the thing a title names ("Method, device and laser system for …")', () => {
    expect(subjectFromTitle('Method, device and laser system for producing holograms').phrase).toBe('device');
  });

  it.each([
    [
      'Transflective liquid crystal display device and color liquid crystal display device',
      'transflective liquid crystal display device',
    ],
    [
      'Organic light emitting diode display with specific sealing member',
      'organic light emitting diode display',
    ],
    [
      'Surface acoustic wave device having reflectors with both open and shorted electrodes',
      'surface acoustic wave device',
    ],
    ['Air pressure detection device for wheel', 'air pressure detection device'],
    ['Fused zirconia-based solid oxide fuel cell', 'zirconia-based solid oxide fuel cell'],
  ])('returns the whole name of "%s", never its last three words', (title, phrase) =>
    expect(subjectFromTitle(title).phrase).toBe(phrase),
  );

  it.each([
    ['Step-down converter maintaining stable operation at start up', 'step-down converter'],
    ['Paraffinic wax particle coated with a powder coating', 'paraffinic wax particle'],
    ['Optical pickup, optical disc apparatus, integrated coupling lens, integrated prism', 'optical pickup'],
    ['Plug removable from and insertable into cigar lighter socket', 'plug'],
    ['Bradykinin analogs as selective inhibitors of cell activation', 'bradykinin analog'],
    ['Ignition or plasma generation apparatus', 'plasma generation apparatus'],
    ['Convertible rotisserie/kebab cooking device', 'convertible kebab cooking device'],
    ['Rhodium, platinum, palladium alloy', 'alloy'],
    ['Air conditioning cut-out circuit', 'air conditioning cut-out circuit'],
    ['Workload balancing in environments with multiple clusters of application servers', 'system'],
  ])('returns the name of "%s" before what it does or is for, one of a list', (title, phrase) =>
    expect(subjectFromTitle(title).phrase).toBe(phrase),
  );
});

describe('title words the description never uses', () => {
  it('leaves out a modifier and names the head as the description does', () => {
    const text =
      'The pen retention device includes a pen. The device holds the pen. A thin steel strip is cast.';
    expect(describedSubject({ phrase: 'pen retention apparatus', head: 'apparatus' }, text)).toEqual({
      phrase: 'pen retention device',
      head: 'device',
    });
    expect(describedSubject({ phrase: 'associated device', head: 'device' }, text).phrase).toBe('device');
    expect(
      describedSubject(
        { phrase: 'nano-interconnect', head: 'nano-interconnect' },
        'Interconnects are formed.',
      ),
    ).toEqual({ phrase: 'interconnect', head: 'interconnect' });
    // Accents folded: the title's "applique" is the description's "appliqué".
    expect(
      describedSubject({ phrase: 'applique machine', head: 'machine' }, 'An appliqué machine.').phrase,
    ).toBe('applique machine');
    // A word the description writes hyphenated, solid, or as the verb of a participle is its word.
    const said = 'A quadrature-modulated signal; a multithreaded core; a gel is added.';
    expect(
      describedSubject({ phrase: 'quadrature modulator', head: 'modulator' }, `${said} The modulator.`)
        .phrase,
    ).toBe('quadrature modulator');
    expect(describedSubject({ phrase: 'multi-threaded core', head: 'core' }, said).phrase).toBe(
      'multi-threaded core',
    );
    expect(describedSubject({ phrase: 'gelling core', head: 'core' }, said).phrase).toBe('gelling core');
    // Nothing the description uses to name it: kept as the title has it.
    expect(describedSubject({ phrase: 'throttle valve', head: 'valve' }, 'A shaft turns.').phrase).toBe(
      'throttle valve',
    );
  });

  it('drops such words from a method purpose, the article agreeing with the next word', () => {
    const text = 'the continuous production of a thin steel strip; an unrelated oven heats a device';
    expect(describedWords('the continuous production of a think steel strip', text)).toBe(
      'the continuous production of a steel strip',
    );
    expect(describedWords('heating a new oven', text)).toBe('heating an oven');
    // An article before a kept word is left as written; a purpose without its verb or noun is none.
    expect(describedWords('testing an x-ray tube', 'an x-ray tube is tested')).toBe('testing an x-ray tube');
    expect(describedWords('handling a call', 'a call arrives')).toBeNull();
    expect(describedWords('handling a call', 'the call is handled')).toBe('handling a call');
  });
});

describe('character references of the XML read as text', () => {
  it('decodes numeric and predefined references with the entities package', () => {
    expect(strip('<p>a &#x201c;hot&#x201d; wire &amp; 5&#xb0;C&#x2003;at &#955;/4 &lt;2&gt;</p>')).toBe(
      'a “hot” wire & 5°C at λ/4 <2>',
    );
  });

  it('leaves no reference in the descriptions the drafter reads, so none reaches a drafted claim', () => {
    const grants = loadGrants(patentDataDir()).filter((g) => g.applType === 'utility');
    expect(grants.length).toBeGreaterThan(100);
    expect(grants.filter((g) => /&#?\w+;/.test(g.description)).map((g) => g.number)).toEqual([]);
  });
});

describe('drafted claims on descriptions outside the bench sample', () => {
  const grants = new Map(loadGrants(patentDataDir()).map((g) => [g.number, g]));
  const draft = (n: string) => localClaimSet(grants.get(n)!.title, grants.get(n)!.description);
  const faults = (claims: string[]) =>
    checkClaimSet(claims).findings.filter(
      (f) => f.severity === 'error' || (f.severity === 'warning' && f.code === 'ANTECEDENT_BASIS'),
    );

  it('refers in a dependent claim only to what claim 1 still names (US6836979)', () => {
    const claims = draft('6836979');
    expect(claims.length).toBeGreaterThan(0);
    expect(faults(claims)).toEqual([]);
  });

  it('claims no "method device" for a title listing a method first (US6982817)', () => {
    const claims = draft('6982817');
    expect(claims.join(' ')).not.toMatch(/\bmethod device\b/);
    expect(faults(claims)).toEqual([]);
  });

  it('writes no doubled suffix and no title word the description lacks (US7641529, US7156152)', () => {
    expect(draft('7641529').join(' ')).not.toMatch(/inging\b/);
    expect(draft('7156152').join(' ')).not.toMatch(/\bthink\b/);
  });
});

describe('a subject name the description writes', () => {
  it('drops title words run on before a long name ("machine spigotted shooting pot piston", US7156634)', () => {
    // US7156634 ("Injection molding machine spigotted shooting pot piston"), briefly.
    const text =
      'The injection molding machine has a shooting pot. A spigotted shooting pot piston is provided inside the ' +
      'shooting pot cylinder. The shooting pot piston discharges melt.';
    expect(
      describedSubject({ phrase: 'machine spigotted shooting pot piston', head: 'piston' }, text).phrase,
    ).toBe('spigotted shooting pot piston');
    // Words the description writes together stay ("organic light emitting diode display").
    expect(
      describedSubject(
        { phrase: 'organic light emitting diode display', head: 'display' },
        'An organic light emitting diode (OLED) display has a substrate. The display is sealed.',
      ).phrase,
    ).toBe('organic light emitting diode display');
  });
});

describe('the claimed subject is no part of itself', () => {
  it('claims no "apparatus" element in an apparatus claim (US8420016, "Microbial deactivation apparatus …")', () => {
    const grant = loadGrants(patentDataDir()).find((g) => g.number === '8420016')!;
    const claims = localClaimSet(grant.title, grant.description).join(' ');
    expect(claims).toMatch(/^1\. A microbial deactivation apparatus comprising/);
    expect(claims).not.toMatch(/\ban apparatus\b/);
  });
});
