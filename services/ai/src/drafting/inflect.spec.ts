import { describe, expect, it } from 'vitest';
import { isSingular, plural, pluralPhrase, singular } from './inflect.js';

const PAIRS: [string, string][] = [
  ['lens', 'lenses'],
  ['bus', 'buses'],
  ['gas', 'gases'],
  ['bias', 'biases'],
  ['glass', 'glasses'],
  ['process', 'processes'],
  ['status', 'statuses'],
  ['box', 'boxes'],
  ['switch', 'switches'],
  ['brush', 'brushes'],
  ['battery', 'batteries'],
  ['key', 'keys'],
  ['axis', 'axes'],
  ['analysis', 'analyses'],
  ['case', 'cases'],
  ['phase', 'phases'],
  ['base', 'bases'],
  ['housing', 'housings'],
  ['member', 'members'],
  ['tooth', 'teeth'],
  ['foot', 'feet'],
  ['index', 'indices'],
  ['criterion', 'criteria'],
  ['leaf', 'leaves'],
  ['knife', 'knives'],
  ['roof', 'roofs'],
  ['potato', 'potatoes'],
  ['ratio', 'ratios'],
  ['movie', 'movies'],
  ['series', 'series'],
  ['apparatus', 'apparatus'],
  ['means', 'means'],
];

describe('number inflection of nouns', () => {
  it.each(PAIRS)('%s ↔ %s', (one, many) => {
    expect(plural(one)).toBe(many);
    expect(singular(many)).toBe(one);
    expect(singular(one)).toBe(one);
    expect(plural(many)).toBe(many);
  });

  it('tells singular nouns ending in "s" from plurals', () => {
    expect(['lens', 'bus', 'chassis', 'glass', 'radius', 'optics'].every(isSingular)).toBe(true);
    expect(['lenses', 'wheels', 'clothes', 'axes', 'mice'].some(isSingular)).toBe(false);
  });

  it('pluralises the last word of a phrase only', () => {
    expect(pluralPhrase('optical lens')).toBe('optical lenses');
    expect(pluralPhrase('heat sink fin')).toBe('heat sink fins');
    expect(pluralPhrase('gripping members')).toBe('gripping members');
  });
});
