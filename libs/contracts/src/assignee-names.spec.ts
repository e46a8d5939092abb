import { describe, expect, it } from 'vitest';
import { assigneeKey, displayName, mainGroup } from './assignee-names.js';

describe('assignee names', () => {
  it('groups spellings that differ in case, punctuation and legal form', () => {
    const same = ['NVIDIA CORPORATION', 'Nvidia Corp.', 'NVIDIA Corporation', 'nvidia, inc.'];
    expect(new Set(same.map(assigneeKey))).toEqual(new Set(['nvidia']));
    expect(assigneeKey('Canon Kabushiki Kaisha')).toBe(assigneeKey('CANON K.K.'));
    expect(assigneeKey('Kabushiki Kaisha Toshiba')).toBe('toshiba');
    expect(assigneeKey('Hitachi, Ltd.')).toBe(assigneeKey('HITACHI LIMITED'));
    expect(assigneeKey('Cisco Technology, Inc.')).toBe('cisco technology');
    expect(assigneeKey('Procter & Gamble Company')).toBe(assigneeKey('PROCTER AND GAMBLE CO'));
    // Different companies stay apart.
    expect(assigneeKey('Sony Corporation')).not.toBe(assigneeKey('Sony Group Music'));
  });

  it('shows upper-case names readably and keeps mixed case', () => {
    expect(displayName('INTERNATIONAL BUSINESS MACHINES CORPORATION')).toBe(
      'International Business Machines Corporation',
    );
    expect(displayName('SIEMENS AG')).toBe('Siemens AG');
    expect(displayName('eBay Inc.')).toBe('eBay Inc.');
  });

  it('reads the CPC main group', () => {
    expect(mainGroup('B60L 53/80')).toBe('B60L53/00');
    expect(mainGroup('G06N3/084')).toBe('G06N3/00');
    expect(mainGroup('garbage')).toBeNull();
  });
});
