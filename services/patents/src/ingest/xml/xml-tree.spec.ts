import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { dataPath } from '../../../test/support/data-dir.js';
import { replaceNamedEntities } from './xml-tree.js';

describe(replaceNamedEntities.name, () => {
  it('replaces HTML5 and ISO 8879 Greek names and leaves the five XML ones to the parser', () => {
    const text = '&mdash;&frac12;&Prime;&af;&agr;&sfgr;&OHgr;&PHgr;&eegr;&amp;&lt;&gt;&quot;&apos;';
    expect(replaceNamedEntities(text)).toBe('—½″\u2061αςΩΦη&amp;&lt;&gt;&quot;&apos;');
  });

  it('marks an unknown name, an inherited property name among them, and reports it', () => {
    const unknown = new Set<string>();
    expect(replaceNamedEntities('a &nosuchname; b &constructor; c', unknown)).toBe(
      'a [nosuchname] b [constructor] c',
    );
    expect([...unknown]).toEqual(['nosuchname', 'constructor']);
  });

  it('knows every entity name the real USPTO XML samples use', () => {
    const files = fg.sync('uspto-xml/**/*.xml', { cwd: dataPath(), absolute: true });
    expect(files.length).toBeGreaterThan(0);
    const unknown = new Set<string>();
    for (const file of files) replaceNamedEntities(readFileSync(file, 'utf8'), unknown);
    expect([...unknown]).toEqual([]);
  });
});
