import { describe, expect, it } from 'vitest';
import { chartPriorArt } from '../engine/prior-art-chart.js';
import { scenarioElements, scenarioPatent } from './landscape.js';

// A scenario written from US6838984's abstract (its words in another order), and that abstract.
const SCENARIO =
  'Our tire air pressure sensor is fitted to the air valve inside the tire, with an electric cell driving a ' +
  'detection and transmission unit that sends the tire pressure to the vehicle.';
const US6838984 = {
  patentNumber: '6838984',
  title: 'Air pressure detection device for wheel',
  abstract:
    'An air pressure detection device for a wheel includes an air pressure sensor provided on the side of a tire for ' +
    'detecting the tire pressure. A detection and transmission unit (transmission unit) is provided for transmitting ' +
    'information detected by the air pressure sensor. An electric cell is provided for driving the detection and ' +
    'transmission unit. The air pressure sensor is located inside the tire and is integrally fitted to an air valve. ' +
    'The electric cell is fitted to a portion of the air valve projecting from a rim.',
  date: '2005-01-04',
  cpc: ['B60C23/04'],
  score: 1,
};
const UNRELATED = {
  ...US6838984,
  patentNumber: '9999999',
  title: 'Stencil buffer data compression',
  abstract: 'A graphics processor compresses stencil buffer data in tiles to reduce memory bandwidth.',
};
const pseudo = scenarioPatent(SCENARIO);

describe(scenarioElements.name, () => {
  it('returns one element per feature: a sentence cut at its clauses, short clauses kept with the one before', () => {
    expect(scenarioElements(SCENARIO)[0].elements.map((e) => e.text)).toEqual([
      'Our tire air pressure sensor is fitted to the air valve inside the tire',
      'with an electric cell driving a detection and transmission unit',
      'that sends the tire pressure to the vehicle.',
    ]);
    expect(scenarioElements('A lamp, red.')[0].elements.map((e) => e.text)).toEqual(['A lamp red.']);
    expect(scenarioElements('')).toEqual([]);
  });

  it('makes a patent that describes each feature in its own sentence relevant, and an unrelated one not', () => {
    const claims = scenarioElements(SCENARIO);
    const shown = chartPriorArt(pseudo, [US6838984, UNRELATED], new Map(), null, { limit: 5, claims }).shown;
    expect(shown.map((r) => r.candidate.patentNumber)).toEqual(['6838984']);
    // Charted whole, the one long sentence is met by no single passage of that abstract.
    const whole = chartPriorArt(pseudo, [US6838984], new Map(), null, { limit: 5 }).shown;
    expect(whole).toEqual([]);
  });
});
