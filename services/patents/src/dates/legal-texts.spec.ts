import { describe, expect, it } from 'vitest';
import { dataDir } from '../../test/support/data-dir.js';
import { LegalTexts } from './legal-texts.js';

const cite = (section: string) => ({ law: '35 U.S.C.', section, revision: null, url: null });

describe(LegalTexts.name, () => {
  it('fills each citation with the revision and address of the current text loaded from PATENT_DATA_DIR', () => {
    const sut = LegalTexts.load(dataDir());
    expect(sut.loaded).toBe(true);
    const c = sut.cite(cite('154(a)(2)'));
    expect(c).toMatchObject({ section: '154(a)(2)', url: 'https://www.law.cornell.edu/uscode/text/35/154' });
    expect(c.revision).toMatch(/OLRC/);
    expect(c.revision).toMatch(/2022/);
    expect(sut.cite(cite('102(e) (pre-AIA)')).revision).toMatch(/MPEP Appendix L/);
  });

  it('leaves the revision unknown when the legal texts are not there', () => {
    const sut = LegalTexts.load('/nonexistent');
    expect(sut.loaded).toBe(false);
    expect(sut.cite(cite('173'))).toEqual(cite('173'));
  });
});
